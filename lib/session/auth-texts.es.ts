import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './auth-texts.ts';

export default {
  loginFailed: 'Correo electrónico o contraseña incorrectos',
  registrationFailed: 'No se pudo completar el registro. Inténtalo de nuevo.',
  registrationSucceeded: '¡Registro completado!',
  secondStepNeeded: 'Escribe el código de tu aplicación de autenticación',
  signInExpired: 'El inicio de sesión ha caducado: vuelve a iniciar sesión',
  missingSiteToken:
    'Esta página no da a la consola ningún token de sitio. Nadie puede iniciar sesión aquí hasta que su desarrollador lo corrija (ver la consola del navegador).',
  originNotAllowed:
    'El servidor de la consola no acepta llamadas desde el origen de esta página. Nadie puede iniciar sesión aquí hasta que su desarrollador lo corrija (ver la consola del navegador).',
  invalidCode: 'Código no válido',
} satisfies CatalogTexts<typeof en>;
