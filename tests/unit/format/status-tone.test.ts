import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOK, hasOwnLook, statusLook } from '../../../lib/format/status-tone.ts';
import { DEFINITIONS } from '../../../lib/resources/registry.ts';

// docs/behaviour.md#lists: each enum value has a tone and an icon; colour is never the only signal.
describe('statusLook', () => {
  it('gives failed and refunded other tones than completed, and each its own icon', () => {
    const completed = statusLook('completed');
    expect(completed).toEqual({ tone: 'success', icon: 'check' });
    expect(statusLook('failed').tone).toBe('danger');
    expect(statusLook('refunded').tone).toBe('warning');
    expect(statusLook('paid')).toEqual(completed);
    expect(new Set(['failed', 'refunded', 'completed'].map((v) => statusLook(v).icon)).size).toBe(3);
  });

  it('has a look of its own for every state of every definition (only rodeo events fall back)', () => {
    const missing = DEFINITIONS.flatMap((resource) =>
      Object.entries(resource.fields).flatMap(([name, field]) =>
        name === 'event' ? [] : (field.values ?? []).filter((value) => !hasOwnLook(value)),
      ),
    );
    expect(missing).toEqual([]);
    expect(statusLook('bull riding')).toBe(DEFAULT_LOOK);
  });

  it('turns a success that left failures behind into a warning, and leaves the rest alone', () => {
    expect(statusLook('completed', 235)).toEqual({ tone: 'warning', icon: 'alert' });
    expect(statusLook('completed', 0).tone).toBe('success');
    expect(statusLook('failed', 3).tone).toBe('danger');
  });
});
