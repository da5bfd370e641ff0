import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './field-texts.ts';

export default {
  missing: 'La imagen {id} ya no está en la galería',
  noImage: 'Sin imagen',
  choose: 'Elegir {label}',
  change: 'Cambiar {label}',
  remove: 'Quitar {label}',
  loadingGallery: 'Cargando la galería…',
  chooseImage: 'Elegir imagen',
} satisfies CatalogTexts<typeof en>;
