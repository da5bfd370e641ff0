import { defineTexts } from '../i18n/catalog.ts';

// The levels' roles (docs/behaviour.md#levels quotes the English), keyed by their English: roleName in
// lib/protocol/access.ts looks a role up here.
export const en = {
  'Super admin': 'Super admin',
  Admin: 'Admin',
  'Circuit admin': 'Circuit admin',
  'Group admin': 'Group admin',
  User: 'User',
  'Authenticated user': 'Authenticated user',
};

export const roleTexts = defineTexts('roles', en, { es: () => import('./role-texts.es.ts') });
