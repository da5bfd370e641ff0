import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './domain-texts.ts';

export default {
  title: '{domain} no está verificado',
  effects:
    'Hasta que se verifique, se rechazan los formularios enviados desde sus sitios, sus subdominios no ' +
    'muestran el nombre de la cuenta y sus páginas no pueden enviar datos capturados.',
  stepFile: 'Crea un archivo de texto plano que contenga solo este token:',
  stepPublish: 'Publícalo en el dominio por https en esta dirección:',
  stepVerify: 'Pulsa Verificar: la consola descarga el archivo y compara el token. Después puedes quitarlo.',
  token: 'Token',
  address: 'Dirección',
  value: 'Valor',
  verify: 'Verificar',
  verifying: 'Verificando...',
  markVerified: 'Marcar como verificado',
  verified: 'Dominio verificado',
  statusFailed: 'No se pudo cargar la verificación del dominio',
  verifyFailed: 'No se pudo verificar el dominio',
  notVerifiedYet: 'Este dominio aún no está verificado: {reason}',
} satisfies CatalogTexts<typeof en>;
