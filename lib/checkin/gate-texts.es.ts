import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './gate-texts.ts';

export default {
  admit: 'Adelante',
  alreadyAdmitted: 'Ya admitida',
  duplicate: 'Duplicada',
  refunded: 'Reembolsada',
  voided: 'Anulada',
  otherRodeo: 'Otro rodeo',
  forged: 'No es una entrada de esta cuenta',
  ticket: 'Entrada {id}',
  admission: ' · n.º {admission} del pedido',
  atTime: 'a las {time}',
  atGate: 'en {gate}',
  firstElsewhere: '{ticket}, admitida aquí, ya se había admitido antes {where}: mira Duplicados.',
  orderRefunded: '{ticket}: su pedido se reembolsó.',
  staffVoided: '{ticket}: el personal la anuló.',
  forAnotherRodeo: 'Esta entrada es para otro rodeo.',
  notSigned: 'El código no es uno firmado por esta cuenta.',
  enterGateName: 'Escribe el nombre del acceso.',
  notLoaded: 'No se pudieron cargar las entradas del rodeo.',
  noCopyYet:
    'Este dispositivo aún no tiene una copia de las entradas del rodeo: abre esta pantalla una vez con señal.',
} satisfies CatalogTexts<typeof en>;
