import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './conflict-texts.ts';

export default {
  region: 'Cambios guardados por otra persona',
  intro:
    'Otra persona guardó este registro ({one}) mientras lo editabas. Elige en cada campo si conservas tu valor o tomas el suyo, y vuelve a guardar.',
  theirs: 'El suyo',
  yours: 'El tuyo',
  whoseValue: '{field}: qué valor conservar',
  keepMine: 'Conservar el mío',
  takeTheirs: 'Tomar el suyo',
  keepAllMine: 'Conservar todos los míos',
  takeAllTheirs: 'Tomar todos los suyos',
  apply: 'Aplicar al formulario',
  yes: 'Sí',
  no: 'No',
  empty: '(vacío)',
} satisfies CatalogTexts<typeof en>;
