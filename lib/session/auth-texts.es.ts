import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './auth-texts.ts';

export default {
  loginFailed: 'Correo electrónico o contraseña incorrectos',
  registrationFailed: 'No se pudo completar el registro. Inténtalo de nuevo.',
  registrationSucceeded: '¡Registro completado!',
  secondStepNeeded: 'Escribe el código de tu aplicación de autenticación',
  signInExpired: 'El inicio de sesión ha caducado: vuelve a iniciar sesión',
  invalidCode: 'Código no válido',
} satisfies CatalogTexts<typeof en>;
