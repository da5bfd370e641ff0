import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './no-access-texts.ts';

export default {
  needs:
    '{screen} requiere {needed}; has iniciado sesión con {yours}. Si lo necesitas, pide a un administrador de tu cuenta que suba tu nivel.',
  level: 'el nivel {role} ({level})',
} satisfies CatalogTexts<typeof en>;
