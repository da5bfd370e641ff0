import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  title: 'Pedido de entradas {number}',
  order: 'pedido {number}',
  back: 'Volver a los pedidos',
  tickets: 'Entradas',
  resend: 'Reenviar las entradas',
  noTickets: 'Este pedido no tiene entradas.',
  admission: 'Entrada',
  state: 'Estado',
  actions: 'Acciones',
  void: 'Anular',
  voidTicket: 'Anular la entrada',
  admissionOf: 'Entrada {admission} de {count}',
  voidAdmission: 'Anular la entrada {admission} de {count}',
  voidQuestion:
    '¿Anular la entrada {admission} de {count} del {order}? Los accesos la rechazarán a partir de ahora; no se puede deshacer.',
  voided: '{admission} del {order} anulada: los accesos la rechazan',
  resent: 'Las entradas del {order} están en cola para enviarse de nuevo por correo',
  refunded: 'Reembolsada',
  voidedState: 'Anulada',
  admittedAt: 'Admitida el {date} en {gate}',
  aGate: 'un acceso',
  valid: 'Válida',
} satisfies CatalogTexts<typeof en>;
