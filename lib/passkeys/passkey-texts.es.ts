import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './passkey-texts.ts';

export default {
  cancelled: 'No se usó ninguna llave de acceso: la solicitud se canceló o caducó.',
  unavailable: 'Este navegador no puede usar una llave de acceso aquí.',
  stepRefused: 'Esa llave de acceso no es una de las tuyas aquí. Prueba con otra o usa un código.',
  signInFailed: 'Esa llave de acceso no inició tu sesión. Inténtalo de nuevo o usa tu contraseña.',
} satisfies CatalogTexts<typeof en>;
