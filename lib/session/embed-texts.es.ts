import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './embed-texts.ts';

export default {
  failed: 'Este panel no pudo iniciar una sesión: {reason}',
  noReason: 'sin motivo',
} satisfies CatalogTexts<typeof en>;
