import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './stripe-texts.ts';

export default {
  loadFailed: 'No se pudieron cargar las conexiones de Stripe',
  connectFailed: 'No se pudo conectar con Stripe',
  reconnectFailed: 'No se pudo volver a conectar con Stripe',
  deleteFailed: 'No se pudo eliminar la conexión',
  callbackFailed: 'No se pudo procesar la respuesta de Stripe',
  noRedirect: 'Stripe no devolvió ninguna dirección a la que ir',
  connected: '¡Conexión con Stripe realizada!',
  cancelled: 'Se canceló la conexión con Stripe',
  deleted: 'Conexión de Stripe eliminada',
  updateFailed: 'No se pudo actualizar la conexión de Stripe',
  updated: 'Conexión de Stripe actualizada',
  providerError: 'Error en la conexión con Stripe: {description}',
  accountEnding: 'Cuenta de Stripe terminada en {last}',
  tooLong: '{field} debe tener como máximo {max} caracteres',
  statement_descriptor: 'Descriptor del extracto',
  publishable_key: 'Clave publicable',
  secret_key: 'Clave secreta',
  webhook_secret: 'Secreto del webhook',
  publishable_test_key: 'Clave publicable de prueba',
  secret_test_key: 'Clave secreta de prueba',
  webhook_test_secret: 'Secreto del webhook de prueba',
} satisfies CatalogTexts<typeof en>;
