import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCode } from '../../../lib/checkin/check-code.ts';
import type { DeviceCopy, DeviceTicket } from '../../../lib/checkin/device-db.ts';
import { signedPart } from '../../../lib/tickets/code.ts';

// The gate's check (docs/tickets.md, the gate's check): a listed digest stands for the signature, and only
// for the very code it was made from; every other code is checked by signature, then judged as before.

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { key: publicKey.export({ format: 'jwk' }).x!, privateKey };
};
const account = pair();
const forger = pair();
const code = (keys: ReturnType<typeof pair>, rodeoId: number, ticketId: number, accountId = 2) => {
  const signed = signedPart(accountId, rodeoId, ticketId);
  return `${signed}.${sign(null, Buffer.from(signed), keys.privateKey).toString('base64url')}`;
};
/** The list's digest of a code, made apart from the code under test. */
const digestOf = (text: string) =>
  createHash('sha256').update(text).digest().subarray(0, 16).toString('base64url');

const ticket = (ticketId: number, digestOfCode: string, more: Partial<DeviceTicket> = {}): DeviceTicket => ({
  ticket_id: ticketId,
  admission: 1,
  state: 'valid',
  admitted_at: null,
  admitted_gate: null,
  code_digest: digestOf(digestOfCode),
  ...more,
});

const copy: DeviceCopy = {
  rodeo_id: 4,
  account_id: 2,
  public_key: account.key,
  tickets: [
    ticket(10, code(account, 4, 10)),
    ticket(13, code(account, 4, 13), { admitted_at: '2026-06-01T19:42:00.000Z', admitted_gate: 'Gate 2' }),
    ticket(14, code(account, 4, 14), { state: 'refunded' }),
    // A digest of another rodeo's ticket under this id: the code it vouches for is still that rodeo's.
    ticket(20, code(account, 5, 20)),
  ],
};
const answerOf = async (text: string) => (await checkCode(copy, text)).reply;

afterEach(() => vi.restoreAllMocks());

describe('the gate’s check of a code', () => {
  it('admits a listed ticket’s code by its digest, with no signature check', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await answerOf(code(account, 4, 10))).toEqual({ answer: 'admit', ticket_id: 10, admission: 1 });
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a forged code that is not in the list', async () => {
    expect(await answerOf(code(forger, 4, 99))).toEqual({ answer: 'forged' });
  });

  it('refuses a forged code under a listed ticket’s id: its digest is not the listed one', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await answerOf(code(forger, 4, 10))).toEqual({ answer: 'forged' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('admits a genuine code that is not in the list by its signature', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await answerOf(code(account, 4, 99))).toEqual({ answer: 'admit', ticket_id: 99 });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('answers other rodeo to a code whose digest matches a ticket of another rodeo', async () => {
    expect(await answerOf(code(account, 5, 20))).toEqual({ answer: 'other_rodeo', ticket_id: 20 });
  });

  it('answers an already used or refunded listed ticket as before', async () => {
    expect(await answerOf(code(account, 4, 13))).toEqual({
      answer: 'already_admitted',
      ticket_id: 13,
      admission: 1,
      admitted_at: '2026-06-01T19:42:00.000Z',
      admitted_gate: 'Gate 2',
    });
    expect((await answerOf(code(account, 4, 14))).answer).toBe('refunded');
  });

  it('refuses what is no code, and another account’s code signed with this key', async () => {
    expect(await checkCode(copy, 'not a code')).toEqual({ claim: null, reply: { answer: 'forged' } });
    expect(await answerOf(code(account, 4, 10, 3))).toEqual({ answer: 'forged' });
  });

  it('checks by signature a listed ticket whose digest is not one (a damaged copy)', async () => {
    const damaged = { ...copy, tickets: [{ ...copy.tickets[0]!, code_digest: 'not-a-digest' }] };
    expect((await checkCode(damaged, code(account, 4, 10))).reply.answer).toBe('admit');
    expect((await checkCode(damaged, code(forger, 4, 10))).reply.answer).toBe('forged');
  });
});
