import { params } from '@nanostores/i18n';
import { defineTexts } from '../i18n/catalog.ts';

// What a panel says when the page's embed session could not be claimed (docs/embedding.md): it loads with
// the claim's view.
export const en = {
  failed: params('This panel could not start a session: {reason}'),
  noReason: 'no reason given',
};

export const embedTexts = defineTexts('embed-claim', en, { es: () => import('./embed-texts.es.ts') });
