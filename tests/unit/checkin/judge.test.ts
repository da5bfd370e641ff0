import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerText } from '../../../lib/checkin/answer-text.ts';
import type { DeviceCopy, DeviceScan } from '../../../lib/checkin/device-db.ts';
import { displacedScans } from '../../../lib/checkin/displaced.ts';
import { judgeScan, listedTicket, withAdmission } from '../../../lib/checkin/judge.ts';
import { signedBy } from '../../../lib/checkin/signature.ts';
import { parseTicketCode, signedPart } from '../../../lib/tickets/code.ts';

// The gate's device side (docs/tickets.md, the gate): the same answers as the server, from the copy.

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { key: publicKey.export({ format: 'jwk' }).x!, privateKey };
};
const account = pair();
const code = (keys: ReturnType<typeof pair>, accountId: number, rodeoId: number, ticketId: number) => {
  const signed = signedPart(accountId, rodeoId, ticketId);
  return `${signed}.${sign(null, Buffer.from(signed), keys.privateKey).toString('base64url')}`;
};

const copy: DeviceCopy = {
  rodeo_id: 4,
  account_id: 2,
  public_key: account.key,
  tickets: [
    { ticket_id: 10, admission: 1, state: 'valid', admitted_at: null, admitted_gate: null },
    { ticket_id: 11, admission: 2, state: 'refunded', admitted_at: null, admitted_gate: null },
    { ticket_id: 12, admission: 3, state: 'voided', admitted_at: null, admitted_gate: null },
    {
      ticket_id: 13,
      admission: 4,
      state: 'valid',
      admitted_at: '2026-06-01T19:42:00.000Z',
      admitted_gate: 'Gate 2',
    },
  ],
};

async function judge(text: string) {
  const claim = parseTicketCode(text);
  return judgeScan(copy, claim, !!claim && (await signedBy(copy.public_key, claim)));
}

describe('the device judges a scan from its copy', () => {
  it('checks signatures with WebCrypto against the account’s key', async () => {
    const claim = parseTicketCode(code(account, 2, 4, 10))!;
    expect(await signedBy(account.key, claim)).toBe(true);
    expect(await signedBy(pair().key, claim)).toBe(false);
    expect(await signedBy(account.key, { ...claim, signed: signedPart(2, 4, 99) })).toBe(false);
  });

  it('answers in the server’s order', async () => {
    expect((await judge('not a code')).answer).toBe('forged');
    expect((await judge(code(pair(), 2, 4, 10))).answer).toBe('forged');
    // Another account's code, even signed with this key, is not this account's ticket.
    expect((await judge(code(account, 3, 4, 10))).answer).toBe('forged');
    expect((await judge(code(account, 2, 5, 11))).answer).toBe('other_rodeo');
    expect((await judge(code(account, 2, 4, 11))).answer).toBe('refunded');
    expect((await judge(code(account, 2, 4, 12))).answer).toBe('voided');
    expect(await judge(code(account, 2, 4, 13))).toEqual({
      answer: 'already_admitted',
      ticket_id: 13,
      admission: 4,
      admitted_at: '2026-06-01T19:42:00.000Z',
      admitted_gate: 'Gate 2',
    });
    expect(await judge(code(account, 2, 4, 10))).toEqual({ answer: 'admit', ticket_id: 10, admission: 1 });
    // Sold after the copy was taken: signed for this rodeo, so let in (the sync records it).
    expect((await judge(code(account, 2, 4, 99))).answer).toBe('admit');
  });

  it('refuses a second scan of a ticket it admitted, signal or not', () => {
    const admitted = withAdmission(copy, 10, 'Gate 1', '2026-06-01T19:50:00.000Z');
    const claim = parseTicketCode(code(account, 2, 4, 10));
    expect(judgeScan(admitted, claim, true)).toMatchObject({
      answer: 'already_admitted',
      admitted_gate: 'Gate 1',
    });
    const unknown = withAdmission(copy, 99, 'Gate 1', '2026-06-01T19:50:00.000Z');
    expect(judgeScan(unknown, parseTicketCode(code(account, 2, 4, 99)), true).answer).toBe(
      'already_admitted',
    );
  });

  it('answers each copy from its own tickets when copies derived from one copy admit differently', () => {
    const answer = (from: DeviceCopy, ticketId: number) =>
      judgeScan(from, parseTicketCode(code(account, 2, 4, ticketId)), true).answer;
    const at = '2026-06-01T19:50:00.000Z';
    const first = withAdmission(copy, 50, 'Gate 1', at);
    const second = withAdmission(withAdmission(copy, 60, 'Gate 1', at), 50, 'Gate 1', at);
    const third = withAdmission(first, 10, 'Gate 1', at);
    expect([answer(copy, 50), answer(copy, 60), answer(copy, 10)]).toEqual(['admit', 'admit', 'admit']);
    expect([answer(first, 50), answer(first, 60), answer(first, 10)]).toEqual([
      'already_admitted',
      'admit',
      'admit',
    ]);
    expect([answer(second, 50), answer(second, 60)]).toEqual(['already_admitted', 'already_admitted']);
    expect([answer(third, 50), answer(third, 10), answer(third, 11)]).toEqual([
      'already_admitted',
      'already_admitted',
      'refunded',
    ]);
    expect(answer(first, 50)).toBe('already_admitted');
  });

  it('keeps admissions beside the list: a scan never copies the rodeo’s tickets', () => {
    let held = copy;
    for (let ticketId = 1000; ticketId < 1100; ticketId += 1)
      held = withAdmission(held, ticketId, 'Gate 1', '2026-06-01T19:50:00.000Z');
    held = withAdmission(held, 10, 'Gate 2', '2026-06-01T19:51:00.000Z');
    expect(held.tickets).toBe(copy.tickets);
    expect(listedTicket(held, 10)).toMatchObject({ admission: 1, admitted_gate: 'Gate 2' });
    expect(listedTicket(held, 1099)).toMatchObject({ admission: 0, admitted_gate: 'Gate 1' });
    expect(listedTicket(copy, 10)?.admitted_at).toBeNull();
  });

  it('finds the scans an earlier scan elsewhere took the admission from', () => {
    const scan = (ticket: number, gate: string, at: string): DeviceScan => ({
      scan_id: `scan-${ticket}-${gate}`,
      rodeo_id: 4,
      gate,
      code: code(account, 2, 4, ticket),
      scanned_at: at,
      answer: 'admit',
      result: 'admit',
    });
    const mine = scan(13, 'Gate 2', '2026-06-01T19:42:00.000Z');
    const taken = scan(13, 'Gate 5', '2026-06-01T19:45:00.000Z');
    const pending = { ...scan(13, 'Gate 5', '2026-06-01T19:46:00.000Z'), result: undefined };
    expect(displacedScans([mine, taken, pending], copy)).toEqual([taken]);
  });

  it('says when and where a ticket was let in', () => {
    const text = answerText({
      answer: 'already_admitted',
      ticket_id: 13,
      admitted_gate: 'Gate 2',
      admitted_at: '2026-06-01 19:42:00',
    });
    expect(text).toEqual({
      title: 'Already admitted',
      detail: 'at 19:42 at Gate 2 · Ticket 13',
      tone: 'stop',
    });
    expect(answerText({ answer: 'forged' }).title).toBe('Not a ticket of this account');
  });
});
