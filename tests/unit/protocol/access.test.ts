import { describe, expect, it } from 'vitest';
import { ACCESS, hasAccess, MAX_ACCESS, MIN_ACCESS, roleName } from '../../../lib/protocol/access.ts';

describe('access levels (docs/behaviour.md#levels, docs/behaviour.md#limits)', () => {
  it('names the levels of the docs/behaviour.md#levels table, and 1 as the minimum to be signed in', () => {
    expect(ACCESS).toEqual({
      any: 0,
      signedIn: 1,
      user: 3,
      groupAdmin: 5,
      circuitAdmin: 6,
      admin: 7,
      superAdmin: 9,
    });
  });

  it('runs from 0 to 9, every named level inside that range', () => {
    expect([MIN_ACCESS, MAX_ACCESS]).toEqual([0, 9]);
    for (const level of Object.values(ACCESS)) {
      expect(level).toBeGreaterThanOrEqual(MIN_ACCESS);
      expect(level).toBeLessThanOrEqual(MAX_ACCESS);
    }
  });

  it.each([
    [5, 5, true],
    [6, 5, true],
    [4, 5, false],
    [0, 0, true],
    [undefined, 0, true],
    [undefined, 1, false],
  ])('access %j meets level %j: %s (at or above; missing counts as 0)', (access, required, ok) => {
    expect(hasAccess(access, required)).toBe(ok);
  });
});

describe('roleName (docs/behaviour.md#levels)', () => {
  it.each([
    [0, 'Authenticated user'],
    [1, 'Authenticated user'],
    [3, 'User'],
    [4, 'User'],
    [5, 'Group admin'],
    [6, 'Circuit admin'],
    [7, 'Admin'],
    [8, 'Admin'],
    [9, 'Super admin'],
  ])('names level %i %s', (level, name) => {
    expect(roleName(level)).toBe(name);
  });
});
