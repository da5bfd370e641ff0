import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './sections-texts.ts';

export default {
  userTitle: 'Información del usuario',
  accountTitle: 'Información de la cuenta',
  edit: 'Editar {title}',
  name: 'Nombre',
  email: 'Correo electrónico',
  primaryPhone: 'Teléfono principal',
  secondaryPhone: 'Teléfono secundario',
  notProvided: 'Sin indicar',
  canReceiveTexts: 'Recibe mensajes de texto',
  cannotReceiveTexts: 'No recibe mensajes de texto',
  accountName: 'Nombre de la cuenta',
  domain: 'Dominio',
  description: 'Descripción',
  notSet: 'Sin configurar',
  noDescription: 'Sin descripción',
  verified: 'Verificado',
  notVerified: 'Sin verificar',
  adminsOnly:
    'Solo los administradores de grupo (nivel de acceso {level} o superior) pueden editar la cuenta.',
} satisfies CatalogTexts<typeof en>;
