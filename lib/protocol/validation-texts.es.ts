import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './validation-texts.ts';

export default {
  kindInt: 'un número entero',
  kindNumber: 'un número',
  kindBoolean: 'verdadero o falso',
  kindString: 'texto',
  kindArray: 'una lista',
  kindObject: 'un conjunto de valores con nombre',
  kindUrl: 'una dirección web como https://example.com',
  kindDate: 'una fecha como 2026-03-14',
  kindDatetime: 'una fecha y hora como 2026-03-14T09:30:00Z',
  required: 'Obligatorio',
  minCharacters: 'Debe tener al menos {n} caracteres',
  addAtLeast: 'Añade al menos {n} {items}',
  useAtMost: 'Usa como máximo {n} {items}',
  enterOrMore: 'Escribe {n} o más',
  enterOrLess: 'Escribe {n} o menos',
  items: 'elementos',
  characters: 'caracteres',
  chooseOneOf: 'Elige uno de estos: {values}',
  leaveOut: 'Quita {values}: aquí no se aceptan',
  checkValue: 'Revisa este valor',
  invalidEmail: 'Correo electrónico no válido',
  enter: 'Escribe {kind}',
} satisfies CatalogTexts<typeof en>;
