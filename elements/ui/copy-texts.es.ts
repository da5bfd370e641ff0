import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './copy-texts.ts';

export default {
  copy: 'Copiar: {what}',
  copied: 'Copiado: {what}',
  notCopied: 'No se pudo copiar ({what}): selecciónalo y cópialo a mano',
} satisfies CatalogTexts<typeof en>;
