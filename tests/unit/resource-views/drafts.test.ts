import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftAutosave } from '../../../lib/resource-views/draft-autosave.ts';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  readDraft,
  writeDraft,
  type DraftStorage,
} from '../../../lib/resource-views/drafts.ts';

/** localStorage's methods over a Map; `full` makes setItem throw like a full quota. */
function memoryStorage(): DraftStorage & { full: boolean; map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    full: false,
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      if (this.full) throw new DOMException('quota', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

const owner = { accountId: 4, userId: 9 };
const original = { title: 'Bulls', body: '<p>One</p>', published: false };

describe('draft keys and storage', () => {
  it('keys a draft by account, user, resource and record', () => {
    expect(draftKey(owner, 'article', 12)).toBe('console-draft:4:9:article:12');
    expect(draftKey(owner, 'article', undefined)).toBe('console-draft:4:9:article:new');
    expect(draftKey({ accountId: 4, userId: 10 }, 'article', 12)).not.toBe(draftKey(owner, 'article', 12));
  });

  it('reads back what it wrote and drops a damaged entry', () => {
    const storage = memoryStorage();
    const draft = { values: { title: 'x' }, savedAt: 1000, base: null };
    expect(writeDraft(storage, 'console-draft:k', draft)).toBe(true);
    expect(readDraft(storage, 'console-draft:k')).toEqual(draft);
    storage.map.set('console-draft:bad', '{"values":[1]}');
    expect(readDraft(storage, 'console-draft:bad')).toBeNull();
    expect(storage.map.has('console-draft:bad')).toBe(false);
  });

  it('prunes drafts older than the maximum age when writing, and leaves other keys alone', () => {
    const storage = memoryStorage();
    storage.map.set('auth', '{"token":"t"}');
    writeDraft(storage, 'console-draft:old', { values: { a: '1' }, savedAt: 0, base: null });
    writeDraft(storage, 'console-draft:new', {
      values: { a: '2' },
      savedAt: DRAFT_MAX_AGE_MS + 10,
      base: null,
    });
    expect([...storage.map.keys()].sort()).toEqual(['auth', 'console-draft:new']);
  });

  it('says false when the browser refuses to store', () => {
    const storage = memoryStorage();
    storage.full = true;
    expect(writeDraft(storage, 'console-draft:k', { values: {}, savedAt: 1, base: null })).toBe(false);
  });
});

describe('draft autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes after a pause, restores what differs, and clears', () => {
    const storage = memoryStorage();
    const autosave = createDraftAutosave(storage, 'console-draft:a', () => 5000, 800);
    const typed = { ...original, body: '<p>One <strong>two</strong></p>' };
    autosave.change(typed, original, '2026-01-01T00:00:00Z');
    autosave.change({ ...typed, title: 'Bulls!' }, original, '2026-01-01T00:00:00Z');
    vi.advanceTimersByTime(799);
    expect(storage.map.size).toBe(0);
    vi.advanceTimersByTime(1);
    expect(autosave.$status.get()).toEqual({ state: 'saved', at: 5000 });
    const draft = autosave.restorable(original);
    expect(draft?.values).toEqual({ ...typed, title: 'Bulls!' });
    expect(draft?.base).toBe('2026-01-01T00:00:00Z');
    autosave.clear();
    expect(storage.map.size).toBe(0);
    expect(autosave.restorable(original)).toBeNull();
  });

  it('removes the draft once the form matches the record again, and offers none that equals it', () => {
    const storage = memoryStorage();
    const autosave = createDraftAutosave(storage, 'console-draft:a', () => 1, 10);
    autosave.change({ ...original, title: 'Other' }, original, null);
    vi.advanceTimersByTime(10);
    expect(storage.map.size).toBe(1);
    autosave.change(original, original, null);
    vi.advanceTimersByTime(10);
    expect(storage.map.size).toBe(0);
    storage.map.set('console-draft:a', JSON.stringify({ values: original, savedAt: 1, base: null }));
    expect(autosave.restorable(original)).toBeNull();
  });

  it('keeps only the fields the form has, and flushes a pending write when the form closes', () => {
    const storage = memoryStorage();
    const autosave = createDraftAutosave(storage, 'console-draft:a', () => 1, 10_000);
    autosave.change({ ...original, title: 'Flushed' }, original, null);
    autosave.flush();
    expect(readDraft(storage, 'console-draft:a')?.values.title).toBe('Flushed');
    storage.map.set(
      'console-draft:a',
      JSON.stringify({ values: { title: 'Kept', gone: 'x' }, savedAt: 1, base: null }),
    );
    expect(autosave.restorable(original)?.values).toEqual({ ...original, title: 'Kept' });
  });

  it('reports a refused write so the form can say so', () => {
    const storage = memoryStorage();
    storage.full = true;
    const autosave = createDraftAutosave(storage, 'console-draft:a', () => 1, 10);
    autosave.change({ ...original, title: 'x' }, original, null);
    vi.advanceTimersByTime(10);
    expect(autosave.$status.get()).toEqual({ state: 'failed' });
  });
});
