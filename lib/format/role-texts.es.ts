import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './role-texts.ts';

export default {
  'Super admin': 'Superadministrador',
  Admin: 'Administrador',
  'Circuit admin': 'Administrador de circuito',
  'Group admin': 'Administrador de grupo',
  User: 'Usuario',
  'Authenticated user': 'Usuario identificado',
} satisfies CatalogTexts<typeof en>;
