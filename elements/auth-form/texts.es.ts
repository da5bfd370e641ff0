import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  signInTitle: 'Inicia sesión en tu cuenta',
  registerTitle: 'Crea una cuenta nueva',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHelp: 'Al menos 4 caracteres',
  accountName: 'Nombre de la cuenta',
  accountDescription: 'Descripción de la cuenta',
  optional: 'Opcional',
  signingIn: 'Iniciando sesión...',
  creatingAccount: 'Creando la cuenta...',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  toRegister: '¿No tienes cuenta? Regístrate',
  toSignIn: '¿Ya tienes cuenta? Inicia sesión',
  sendFailed: 'No se pudo enviar el formulario. Comprueba tu conexión y vuelve a intentarlo.',
  passkeyLoadFailed:
    'No se pudo cargar el inicio de sesión con llave de acceso. Comprueba tu conexión y vuelve a intentarlo.',
  waitingForPasskey: 'Esperando tu llave de acceso...',
  signInWithPasskey: 'Iniciar sesión con una llave de acceso',
  codeTitle: 'Introduce tu código de inicio de sesión',
  passkeyTitle: 'Usa tu llave de acceso',
  passkeyStepLoadFailed:
    'No se pudo cargar el paso de la llave de acceso. Comprueba tu conexión y vuelve a intentarlo.',
  passkeyLead:
    'Tu contraseña es correcta. Para terminar de iniciar sesión como {email}, usa una de tus llaves de acceso.',
  recoveryLead:
    'Introduce uno de los códigos de recuperación que guardaste para {email}. Cada código sirve una vez.',
  codeLead:
    'Abre tu aplicación de autenticación e introduce el código de 6 dígitos que muestra para {email}.',
  recoveryCode: 'Código de recuperación',
  authenticatorCode: 'Código de autenticación',
  useRecoveryCode: 'Usar un código de recuperación',
  verifying: 'Verificando...',
  verify: 'Verificar',
  usePasskey: 'Usar una llave de acceso',
  backToPassword: 'Volver a la contraseña',
  changeTitle: 'Elige tu propia contraseña',
  changeLead:
    'Has iniciado sesión con una contraseña de un solo uso. Elige una contraseña propia para continuar: hasta que lo hagas, la consola no muestra nada más.',
  oneTimePassword: 'Contraseña de un solo uso',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Confirma la contraseña nueva',
  saving: 'Guardando...',
  setPassword: 'Guardar contraseña',
  signOut: 'Cerrar sesión',
  setUpTitle: 'Configura un segundo factor',
  setUpReason: 'Tu cuenta exige un segundo factor para tu nivel. Configura uno para continuar.',
  embedSigningIn: 'Iniciando sesión…',
  tryAgain: 'Reintentar',
} satisfies CatalogTexts<typeof en>;
