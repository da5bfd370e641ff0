import { defineTexts } from '../../lib/i18n/catalog.ts';

// The words of the primitives every element may draw (dialogs, toasts, the saving overlay): a catalog of
// their own, small, so that an element showing no list does not carry the list controls' (texts.ts).
export const en = {
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  undo: 'Undo',
  savingChanges: 'Saving changes...',
  loading: 'Loading…',
  viewLoadFailed: 'This form could not be loaded. Check your connection, then try again.',
};

export const commonTexts = defineTexts('ui-common', en, { es: () => import('./common-texts.es.ts') });
