import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './form-texts.ts';

export default {
  editUser: 'Editar la información del usuario',
  editAccount: 'Editar la información de la cuenta',
  userNoun: 'usuario',
  accountNoun: 'cuenta',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  newPassword: 'Contraseña nueva (déjala vacía para conservar la actual)',
  confirmPassword: 'Confirma la contraseña nueva',
  currentPassword: 'Contraseña actual',
  currentPasswordHelp: 'Hace falta para cambiar tu contraseña o tu correo electrónico.',
  contactInformation: 'Información de contacto',
  primaryLabel: 'Etiqueta del teléfono principal',
  secondaryLabel: 'Etiqueta del teléfono secundario',
  primaryTextable: 'El teléfono principal recibe mensajes de texto',
  secondaryTextable: 'El teléfono secundario recibe mensajes de texto',
  phoneLabelPlaceholder: 'Móvil, Oficina, ...',
  cancel: 'Cancelar',
  saving: 'Guardando...',
  saveChanges: 'Guardar cambios',
} satisfies CatalogTexts<typeof en>;
