import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './filter-texts.ts';

export default {
  is: 'es',
  isNot: 'no es',
  greaterThan: 'es mayor que',
  lessThan: 'es menor que',
  atLeast: 'es al menos',
  atMost: 'es como máximo',
  contains: 'contiene',
  notContains: 'no contiene',
  oneOf: 'es uno de',
  noneOf: 'no es ninguno de',
  isEmpty: 'está vacío',
  notEmpty: 'no está vacío',
  enterValue: 'Escribe un valor',
  enterNumber: 'Escribe un número',
  chooseYesNo: 'Elige sí o no',
  enterDate: 'Escribe una fecha',
  chooseOneOf: 'Elige uno de estos: {values}',
  enterValues: 'Escribe uno o más valores, separados por comas',
  chip: '{field} {operator} {value}',
  nullChip: '{field} {operator}',
} satisfies CatalogTexts<typeof en>;
