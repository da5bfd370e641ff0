import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './profile-texts.ts';

export default {
  userUpdateFailed: 'No se pudo actualizar la información del usuario',
  accountUpdateFailed: 'No se pudo actualizar la información de la cuenta',
  userUpdated: 'Información del usuario actualizada',
  accountUpdated: 'Información de la cuenta actualizada',
  noUser: 'No hay ningún usuario con la sesión iniciada',
  passwordsDiffer: 'La contraseña nueva y su confirmación no coinciden',
  currentPasswordNeeded: 'Escribe tu contraseña actual para cambiar la contraseña o el correo electrónico',
  primaryPhoneDigits: 'El teléfono principal debe tener {digits} dígitos',
  secondaryPhoneDigits: 'El teléfono secundario debe tener {digits} dígitos',
} satisfies CatalogTexts<typeof en>;
