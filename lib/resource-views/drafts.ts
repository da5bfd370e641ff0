import type { FormValues } from './form-values.ts';

/**
 * Unsaved form values kept in browser storage while a form is open, so a reload, a closed tab or an
 * expired session loses nothing typed. One draft per account, user, resource and record ('new' for a
 * create form): another user of the same browser never sees it. Saving the record, or Discard, removes it.
 */
export interface Draft {
  values: FormValues;
  /** When it was written (ms since the epoch), for the notice and for pruning. */
  savedAt: number;
  /** The record's updated_at when editing began: a later one means someone saved it since. */
  base: string | null;
}

/** Browser storage (localStorage), or a stand-in with the same methods. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface DraftOwner {
  accountId: number;
  userId: number;
}

const PREFIX = 'console-draft:';
/** Drafts nobody came back to within 30 days are removed when another is written. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const draftKey = (owner: DraftOwner, resource: string, recordId: number | undefined): string =>
  `${PREFIX}${owner.accountId}:${owner.userId}:${resource}:${recordId ?? 'new'}`;

const isValues = (value: unknown): value is FormValues =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean');

/** The stored draft, or null when there is none or it is unreadable (an unreadable one is removed). */
export function readDraft(storage: DraftStorage, key: string): Draft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<Draft>;
    if (isValues(draft.values) && typeof draft.savedAt === 'number') {
      return { values: draft.values, savedAt: draft.savedAt, base: draft.base ?? null };
    }
  } catch {
    // Falls through: a damaged entry is worth nothing and would show up again on every open.
  }
  removeDraft(storage, key);
  return null;
}

/** Writes the draft; false when the storage refused it (full, or disabled by the browser). */
export function writeDraft(storage: DraftStorage, key: string, draft: Draft): boolean {
  pruneDrafts(storage, draft.savedAt);
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove either.
  }
}

/** Removes every draft older than DRAFT_MAX_AGE_MS (all owners: they are stale whoever wrote them). */
export function pruneDrafts(storage: DraftStorage, now: number): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const draft = readDraft(storage, key);
    if (draft && now - draft.savedAt > DRAFT_MAX_AGE_MS) removeDraft(storage, key);
  }
}

/** Whether the form holds anything the record (or a new form) does not: only then is a draft worth keeping. */
export const differs = (values: FormValues, original: FormValues): boolean =>
  Object.keys({ ...values, ...original }).some((name) => values[name] !== original[name]);
