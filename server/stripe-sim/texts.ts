import type { PageLanguage } from '../http/page-language.ts';

// The Stripe simulator's pages (Connect's consent screen, Checkout's payment, receipt and refund) in each
// language a page is shown in (server/http/page-language.ts). docs/connections.md quotes the English.
const en = {
  connectTitle: 'Connect your Stripe account',
  connectAsks: (console: string) =>
    `The console at <strong>${console}</strong> asks for read and write access to your Stripe account.`,
  connectNote: `Stripe Connect simulator: no real Stripe account is involved. Allowing creates a test-mode connection
with made-up keys.`,
  allow: 'Allow',
  deny: 'Deny',
  invalidTitle: 'Invalid authorization request',
  invalidHelp:
    'This Stripe connection request is unknown, already used or expired. Start the connection again from the console.',
  checkoutNote: `Stripe Checkout simulator: no card is charged. Paying tells the console about the
payment as Stripe would, with a signed webhook, and the console records the ticket order.`,
  event: 'Event',
  when: 'When',
  tickets: 'Tickets',
  total: 'Total',
  payTitle: (account: string) => `Pay ${account}`,
  name: 'Name',
  email: 'Email',
  pay: (total: string) => `Pay ${total}`,
  receivedTitle: 'Payment received',
  thanks: (order: string) => `Thank you: your order <strong>${order}</strong> is confirmed.`,
  refund: 'Refund this order',
  refundNote: `Stripe Checkout simulator: the refund button tells the console, as Stripe would, that the whole
amount was refunded, as a refund made in the Stripe Dashboard does.`,
  refundedTitle: 'Order refunded',
  refunded: (order: string, amount: string) =>
    `Order <strong>${order}</strong> was refunded in full: ${amount}.`,
  badLinkTitle: 'This checkout link does not work',
  unsigned:
    'This link was not made by the console, was changed, or has expired: ask the site that gave it for a new one.',
  expired: 'This payment page has expired: open the checkout link again.',
  nameNeeded: 'Enter your name (at most 150 characters).',
  emailNeeded: 'Enter a valid email address, such as name@example.com.',
  noOrder: 'There is no order of this payment to refund.',
  notRecordedTitle: (what: 'order' | 'refund') => `The console did not record this ${what}`,
  notRecorded: (what: 'order' | 'refund', detail: string | undefined) =>
    `The ${what === 'order' ? 'payment' : 'refund'} event was refused: ${detail ?? 'no reason given'}`,
  connectionGone: 'The Stripe connection of this link no longer exists.',
  connectionInactive:
    'This Stripe connection is inactive: the account’s admins can turn it on in the console.',
  liveMode: 'The simulator takes test payments only, and this Stripe connection is in live mode.',
  noWebhookSecret:
    'This Stripe connection has no test webhook secret, so its payments could not reach the console: set one on the connection (Profile, Stripe Connections).',
  noRodeo: 'This link names no rodeo of the account this Stripe connection belongs to.',
  notOnSale: (rodeo: string, status: string) =>
    `Tickets for ${rodeo} are not on sale: the rodeo is ${status}.`,
};

export type SimTexts = typeof en;

/** The simulator's texts in English, as the API's errors quote them. */
export const SIM_ENGLISH: SimTexts = en;

export const SIM_TEXTS: Record<PageLanguage, SimTexts> = {
  en,
  es: {
    connectTitle: 'Conecta tu cuenta de Stripe',
    connectAsks: (console) =>
      `La consola de <strong>${console}</strong> pide acceso de lectura y escritura a tu cuenta de Stripe.`,
    connectNote: `Simulador de Stripe Connect: no interviene ninguna cuenta real de Stripe. Al permitirlo se crea una conexión
en modo de prueba con claves inventadas.`,
    allow: 'Permitir',
    deny: 'Denegar',
    invalidTitle: 'Solicitud de autorización no válida',
    invalidHelp:
      'Esta solicitud de conexión con Stripe es desconocida, ya se usó o ha caducado. Empieza la conexión de nuevo desde la consola.',
    checkoutNote: `Simulador de Stripe Checkout: no se cobra ninguna tarjeta. Al pagar, la consola recibe el
pago como lo enviaría Stripe, con un webhook firmado, y registra el pedido de entradas.`,
    event: 'Evento',
    when: 'Cuándo',
    tickets: 'Entradas',
    total: 'Total',
    payTitle: (account) => `Pagar a ${account}`,
    name: 'Nombre',
    email: 'Correo electrónico',
    pay: (total) => `Pagar ${total}`,
    receivedTitle: 'Pago recibido',
    thanks: (order) => `Gracias: tu pedido <strong>${order}</strong> está confirmado.`,
    refund: 'Reembolsar este pedido',
    refundNote: `Simulador de Stripe Checkout: el botón de reembolso avisa a la consola, como lo haría Stripe, de que se
reembolsó el importe completo, igual que un reembolso hecho en el panel de Stripe.`,
    refundedTitle: 'Pedido reembolsado',
    refunded: (order, amount) => `El pedido <strong>${order}</strong> se reembolsó por completo: ${amount}.`,
    badLinkTitle: 'Este enlace de pago no funciona',
    unsigned:
      'Este enlace no lo creó la consola, se modificó o ha caducado: pide uno nuevo al sitio que te lo dio.',
    expired: 'Esta página de pago ha caducado: abre de nuevo el enlace de pago.',
    nameNeeded: 'Escribe tu nombre (150 caracteres como máximo).',
    emailNeeded: 'Escribe un correo electrónico válido, como nombre@example.com.',
    noOrder: 'No hay ningún pedido de este pago que reembolsar.',
    notRecordedTitle: (what) => `La consola no registró este ${what === 'order' ? 'pedido' : 'reembolso'}`,
    notRecorded: (what, detail) =>
      `Se rechazó el evento de ${what === 'order' ? 'pago' : 'reembolso'}: ${detail ?? 'sin motivo indicado'}`,
    connectionGone: 'La conexión con Stripe de este enlace ya no existe.',
    connectionInactive:
      'Esta conexión con Stripe está inactiva: los administradores de la cuenta pueden activarla en la consola.',
    liveMode: 'El simulador solo acepta pagos de prueba, y esta conexión con Stripe está en modo real.',
    noWebhookSecret:
      'Esta conexión con Stripe no tiene secreto de webhook de prueba, así que sus pagos no llegarían a la consola: configura uno en la conexión (Perfil, Conexiones de Stripe).',
    noRodeo: 'Este enlace no nombra ningún rodeo de la cuenta a la que pertenece esta conexión con Stripe.',
    notOnSale: (rodeo) => `Las entradas de ${rodeo} no están a la venta: el rodeo está cancelado.`,
  },
};
