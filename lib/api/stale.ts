import { ApiError } from './api-error.ts';

/**
 * What a save refused as stale says where the form has no field-by-field merge (the profile, a Stripe
 * connection; docs/behaviour.md#conflicts): the page's copy is re-read, so it shows the saved values and
 * the next save is based on them, and the form keeps what was typed.
 */
export const CHANGED_MEANWHILE =
  'Someone else saved changes here since you opened it. The saved values are reloaded and what you typed is kept: check it, then save again.';

/** A 409 that carries the record as stored now: the save was based on an older version. */
export const isStale = (error: unknown): error is ApiError & { current: Record<string, unknown> } =>
  error instanceof ApiError && error.status === 409 && error.current !== undefined;
