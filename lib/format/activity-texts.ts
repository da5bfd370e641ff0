import { defineTexts } from '../i18n/catalog.ts';

// docs/behaviour.md, "Activity and history": an entry's action (the command that wrote, or a sign-in) as a
// log reads it, keyed by the action the server records (lib/format/activity-words.ts looks it up).
export const actions = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  trash: 'Moved to trash',
  restore: 'Restored',
  purge: 'Deleted for good',
  bulk_create: 'Bulk import',
  bulk_action: 'Bulk update',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  new_browser: 'Signed in from a new browser',
  logout: 'Signed out',
  register: 'Registered',
  create_with_owner: 'Created with its owner',
  verify_domain: 'Domain checked',
  mark_domain_verified: 'Domain marked verified',
  connect: 'Connected',
  handle_callback: 'Stripe connected',
  share: 'Shared',
  request: 'Service request',
  revoke: 'Revoked',
  cancel: 'Cancelled',
  retry: 'Retried',
  run: 'Sync run',
  submit: 'Submitted',
  upload: 'Uploaded',
  reorder: 'Reordered',
  move: 'Moved',
  claim: 'Panel session started',
  save_view: 'View saved',
  delete_view: 'View deleted',
  save_prefs: 'List settings saved',
};

/** The areas of the log that have no definition of their own (lib/resources): by their modules' names. */
export const modules = {
  druidia: 'Service Connections',
  stripe: 'Stripe Connections',
  embed: 'Embedded Panels',
  revision: 'Revisions',
  list_prefs: 'List Settings',
};

export const actionTexts = defineTexts('activity-actions', actions, {
  es: () => import('./activity-texts.es.ts').then(({ actions }) => ({ default: actions })),
});
export const moduleTexts = defineTexts('activity-modules', modules, {
  es: () => import('./activity-texts.es.ts').then(({ modules }) => ({ default: modules })),
});
