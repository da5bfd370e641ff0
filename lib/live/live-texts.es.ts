import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './live-texts.ts';

export default {
  someone: 'Alguien',
  changed: '{who} cambió este registro ({one}) {when}:',
  deleted:
    '{who} eliminó este registro ({one}) {when}. Ya no se puede guardar; copia lo que necesites antes de salir.',
  review: 'Revisar',
  twoNames: '{first} y {second}',
  moreNames: '{first}, {second} y {more} más',
  oneAlsoOpen:
    '{list} también tiene abierto este registro ({one}). Nada está bloqueado: si los dos guardan, al segundo se le pide revisar.',
  severalAlsoOpen:
    '{list} también tienen abierto este registro ({one}). Nada está bloqueado: si los dos guardan, al segundo se le pide revisar.',
  outOfDate:
    'Puede que esta lista no esté al día: no se pudieron seguir los cambios hechos mientras estabas sin conexión',
  newOrChanged: '{count} nuevos o cambiados',
  show: 'Mostrar',
} satisfies CatalogTexts<typeof en>;
