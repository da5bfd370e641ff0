import type { PageLanguage } from '../http/page-language.ts';

// The unsubscribe pages' texts in each language a page is shown in (server/http/page-language.ts).
const en = {
  invalidTitle: 'This unsubscribe link is not valid',
  invalidHelp:
    'Copy the whole link from the message into the address bar, or reply to the message and ask to be removed.',
  title: 'Unsubscribe',
  question: 'Stop these messages to you?',
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'You will get no more of these messages.',
};

export const UNSUBSCRIBE_TEXTS: Record<PageLanguage, typeof en> = {
  en,
  es: {
    invalidTitle: 'Este enlace para darte de baja no es válido',
    invalidHelp:
      'Copia el enlace completo del mensaje en la barra de direcciones, o responde al mensaje y pide que te den de baja.',
    title: 'Darse de baja',
    question: '¿Dejar de recibir estos mensajes?',
    button: 'Darme de baja',
    doneTitle: 'Te has dado de baja',
    done: 'No recibirás más mensajes como estos.',
  },
};
