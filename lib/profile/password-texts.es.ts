import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './password-texts.ts';

export default {
  fillAll: 'Rellena todos los campos',
  passwordsDiffer: 'La contraseña nueva y su confirmación no coinciden',
  sameAsOneTime: 'Elige una contraseña nueva, no la contraseña de un solo uso',
  changeFailed: 'No se pudo cambiar la contraseña',
} satisfies CatalogTexts<typeof en>;
