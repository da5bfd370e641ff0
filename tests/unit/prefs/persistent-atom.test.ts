import { describe, expect, it } from 'vitest';
import { persistentAtom } from '../../../lib/prefs/persistent-atom.ts';

const isNumber = (value: unknown): value is number => typeof value === 'number';

const memory = (entries: Record<string, string> = {}) => {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('persistentAtom (docs/behaviour.md#states: remembered in browser storage)', () => {
  it('starts from the stored value', () => {
    const storage = memory({ k: '7' });
    expect(persistentAtom('k', 1, isNumber, () => storage).get()).toBe(7);
  });

  it('starts from the fallback when nothing is stored', () => {
    expect(persistentAtom('k', 1, isNumber, () => memory()).get()).toBe(1);
  });

  it('writes every change as JSON', () => {
    const storage = memory();
    const store = persistentAtom('k', 1, isNumber, () => storage);
    store.set(42);
    expect(storage.items.get('k')).toBe('42');
  });

  it('ignores corrupt JSON and values of the wrong shape', () => {
    expect(persistentAtom('k', 1, isNumber, () => memory({ k: '{oops' })).get()).toBe(1);
    expect(persistentAtom('k', 1, isNumber, () => memory({ k: '"seven"' })).get()).toBe(1);
  });

  it('keeps working in memory when storage throws or is missing', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = persistentAtom('k', 1, isNumber, () => broken);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
    const none = persistentAtom('k', 3, isNumber, () => undefined);
    none.set(4);
    expect(none.get()).toBe(4);
  });
});
