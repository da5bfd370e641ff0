import type { PageLanguage } from '../http/page-language.ts';

// The ticket page's texts in each language a page is shown in (server/http/page-language.ts).
const en = {
  title: (admission: number, quantity: number, rodeo: string) =>
    `Ticket ${admission} of ${quantity}: ${rodeo}`,
  date: 'Date',
  place: 'Place',
  admission: 'Admission',
  ofTotal: (admission: number, quantity: number) => `${admission} of ${quantity}`,
  order: 'Order',
  refunded: 'Refunded: this ticket no longer admits anyone',
  voided: 'Void: this ticket no longer admits anyone',
  qr: 'QR code of the ticket',
  showAtGate: 'Show this code at the gate.',
  invalidTitle: 'This ticket link is not valid',
  invalidHelp: 'Open the link from your ticket email again, copied whole.',
};

export const TICKET_TEXTS: Record<PageLanguage, typeof en> = {
  en,
  es: {
    title: (admission, quantity, rodeo) => `Entrada ${admission} de ${quantity}: ${rodeo}`,
    date: 'Fecha',
    place: 'Lugar',
    admission: 'Entrada',
    ofTotal: (admission, quantity) => `${admission} de ${quantity}`,
    order: 'Pedido',
    refunded: 'Reembolsada: esta entrada ya no da acceso',
    voided: 'Anulada: esta entrada ya no da acceso',
    qr: 'Código QR de la entrada',
    showAtGate: 'Muestra este código en la entrada.',
    invalidTitle: 'Este enlace de entrada no es válido',
    invalidHelp: 'Vuelve a abrir el enlace del correo de tu entrada, copiado completo.',
  },
};
