import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  title: 'Idioma',
  label: 'Idioma',
  sameAsBrowser: 'El mismo que este navegador',
  save: 'Guardar idioma',
  saving: 'Guardando...',
  saved: 'Idioma guardado',
  saveFailed: 'No se pudo guardar el idioma. Inténtalo de nuevo.',
} satisfies CatalogTexts<typeof en>;
