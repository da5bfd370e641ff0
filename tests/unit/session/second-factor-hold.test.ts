import { describe, expect, it } from 'vitest';
import { awaitsSecondFactor } from '../../../lib/session/second-factor-hold.ts';
import type { Session } from '../../../lib/session/session.ts';

const session = (userInfo: Record<string, unknown> | null, token: string | null = 't'): Session =>
  ({ token, access: 7, id: 1, userInfo }) as Session;

describe('awaitsSecondFactor', () => {
  it('holds the console while the signed-in user’s info says second_factor_required', () => {
    expect(awaitsSecondFactor(session({ email: 'a@b.co', second_factor_required: 1 }))).toBe(true);
    expect(awaitsSecondFactor(session({ email: 'a@b.co' }))).toBe(false);
    expect(awaitsSecondFactor(session({ second_factor_required: 1 }, null))).toBe(false);
  });

  it('leaves a one-time password to its own screen first', () => {
    expect(awaitsSecondFactor(session({ second_factor_required: 1, reset_required: 1 }))).toBe(false);
  });
});
