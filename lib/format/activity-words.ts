import { machineWords } from './words.ts';

// docs/behaviour.md, "Activity and history": an entry's action (the command that wrote, or a sign-in) as a log reads it.
const ACTIONS: Record<string, string> = {
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

/** The actions the log knows, for a filter's menu. */
export const ACTION_NAMES: readonly string[] = Object.keys(ACTIONS);

export const actionWords = (action: string): string =>
  Object.hasOwn(ACTIONS, action) ? ACTIONS[action]! : machineWords(action);

/** The areas of the log that have no definition of their own (lib/resources): their modules' names. */
export const MODULE_AREAS: Record<string, string> = {
  druidia: 'Service Connections',
  stripe: 'Stripe Connections',
  embed: 'Embedded Panels',
  revision: 'Revisions',
  list_prefs: 'List Settings',
};
