import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  online: 'En línea',
  offline: 'Sin conexión',
  allSynced: 'Todos los escaneos sincronizados.',
  waitingSyncing: {
    one: '{count} escaneo por sincronizar: sincronizando…',
    other: '{count} escaneos por sincronizar: sincronizando…',
  },
  waitingOnline: {
    one: '{count} escaneo por sincronizar.',
    other: '{count} escaneos por sincronizar.',
  },
  waitingOffline: {
    one: '{count} escaneo por sincronizar: se sincroniza cuando vuelva la señal.',
    other: '{count} escaneos por sincronizar: se sincronizan cuando vuelva la señal.',
  },
  onDevice: {
    one: ' · {count} entrada en este dispositivo',
    other: ' · {count} entradas en este dispositivo',
  },
  answer: 'Respuesta',
  ready: 'Listo',
  loading: 'Cargando…',
  scanOrType: 'Escanea una entrada o escribe su código.',
  camera: 'Cámara',
  cameraFailed: 'No se pudo iniciar la cámara ({error}): escribe el código.',
  stopCamera: 'Detener la cámara',
  scanWithCamera: 'Escanear con la cámara',
  changeGate: 'Cambiar de acceso',
  ticketCode: 'Código de la entrada',
  check: 'Comprobar',
  needsSignal: 'El informe necesita señal: aparece cuando el dispositivo esté en línea.',
  scannedAgain: 'Escaneada otra vez',
  refundedAfter: 'Reembolsada después de entrar',
  noDuplicates: 'Ninguna entrada se escaneó dos veces ni se reembolsó después de entrar.',
  duplicates: 'Duplicados',
  ticket: 'Entrada',
  admitted: 'Admitida',
  then: 'Después',
  ticketNumber: 'Entrada {id}',
  orderAdmission: '{order} · n.º {admission} del pedido',
} satisfies CatalogTexts<typeof en>;
