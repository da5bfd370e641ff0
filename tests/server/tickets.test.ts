import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTicketCode, signedPart } from '../../lib/tickets/code.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { codesOf, rodeoOf, webhookOrder } from './ticket-flow.ts';

describe.each(databases())('tickets and gate check-in (%s)', (database) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  let other: string;
  let rodeo: number;
  let secondRodeo: number;
  let otherRodeo: number;

  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
    user = await api.login('user@demo.test');
    other = await api.login('owner@other.test');
    rodeo = await rodeoOf(api, 'demo.test');
    secondRodeo = await rodeoOf(api, 'demo.test', 1);
    otherRodeo = await rodeoOf(api, 'other.test');
  }, 60_000);
  afterAll(() => api?.close());

  const admit = (code: string, gate = 'Gate 1', token = user, at = rodeo) =>
    api.call('checkin', 'admit', { token, body: { rodeo_id: at, gate, code } });
  const answerOf = async (code: string, gate?: string) =>
    (await admit(code, gate)).packet.payload as {
      answer: string;
      admitted_gate?: string;
      admitted_at?: string;
    };
  const sync = (gate: string, scans: { scan_id: string; code: string; scanned_at: string }[]) =>
    api.call('checkin', 'sync', { token: user, body: { rodeo_id: rodeo, gate, scans } });
  const get = (command: string, token = user, rodeoId = rodeo) =>
    api.call('checkin', command, { token, query: { rodeo_id: String(rodeoId) } });

  it('makes one ticket per admission of a webhook order, exactly once across its events', async () => {
    const order = await webhookOrder(api, rodeo, 3);
    await order.deliver(order.event);
    await order.deliver({
      ...order.event,
      id: `${order.event.id}b`,
      type: 'checkout.session.async_payment_succeeded',
    });
    const { packet, status } = await api.call('ticket', 'list', {
      token: admin,
      query: { ticket_order_id: String(order.orderId) },
    });
    expect(status).toBe(200);
    const { tickets } = packet.payload as {
      tickets: { admission: number; state: string; page_url: string }[];
    };
    expect(tickets.map((ticket) => [ticket.admission, ticket.state])).toEqual([
      [1, 'valid'],
      [2, 'valid'],
      [3, 'valid'],
    ]);
  });

  it('signs each code with the account’s Ed25519 key, which the gate list hands out', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 1);
    const [{ code }] = (await codesOf(api, orderId)) as unknown as [{ code: string }];
    const list = (await get('tickets')).packet.payload as { public_key: string; account_id: number };
    const claim = parseTicketCode(code)!;
    expect(claim.accountId).toBe(list.account_id);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: list.public_key }, format: 'jwk' });
    expect(verify(null, Buffer.from(claim.signed), key, Buffer.from(claim.signature, 'base64url'))).toBe(
      true,
    );
    const [{ private_key_encrypted: sealed }] = (await api.db.query<{ private_key_encrypted: string }>(
      'SELECT private_key_encrypted FROM account_ticket_keys WHERE account_id = $1',
      [list.account_id],
    )) as [{ private_key_encrypted: string }];
    expect(sealed).toMatch(/^v1\./);
  });

  it('names the rodeo in the gate’s list, for the heading of a device with no signal', async () => {
    const [{ name }] = (await api.db.query<{ name: string }>('SELECT name FROM rodeos WHERE rodeo_id = $1', [
      rodeo,
    ])) as [{ name: string }];
    expect((await get('tickets')).packet.payload).toMatchObject({ rodeo_id: rodeo, rodeo_name: name });
  });

  it('shows the public ticket page at its capability address only, and says when a refund voided it', async () => {
    const order = await webhookOrder(api, rodeo, 2);
    const { packet } = await api.call('ticket', 'list', {
      token: admin,
      query: { ticket_order_id: String(order.orderId) },
    });
    const [first] = (packet.payload as { tickets: { page_url: string }[] }).tickets as [{ page_url: string }];
    const path = new URL(first.page_url).pathname;
    const page = await api.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Admission</dt><dd>1 of 2');
    expect(html).toContain('<svg');
    const forged = path.replace(/\.\w/, '.A');
    expect((await api.app.request(forged === path ? `${path}x` : forged)).status).toBe(404);
    const [id] = path.split('/').at(-1)!.split('.');
    expect((await api.app.request(path.replace(`/${id}.`, `/${Number(id) + 1}.`))).status).toBe(404);
    await order.refund();
    const after = await (await api.app.request(path)).text();
    expect(after).toContain('Refunded');
    expect(after).not.toContain('<svg');
  });

  it('admits once, then answers already admitted with the time and gate', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 1);
    const [{ code }] = (await codesOf(api, orderId)) as unknown as [{ code: string }];
    expect(await answerOf(code, 'North')).toMatchObject({ answer: 'admit', admission: 1 });
    const again = await answerOf(code, 'South');
    expect(again).toMatchObject({ answer: 'already_admitted', admitted_gate: 'North' });
    expect(Date.parse(again.admitted_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses refunded, voided, other-rodeo, other-account and forged codes', async () => {
    const refunded = await webhookOrder(api, rodeo, 1);
    await refunded.refund();
    const [{ code: refundedCode }] = (await codesOf(api, refunded.orderId)) as unknown as [{ code: string }];
    expect(await answerOf(refundedCode)).toMatchObject({ answer: 'refunded' });

    const voided = await webhookOrder(api, rodeo, 1);
    const [{ code: voidedCode, ticketId }] = (await codesOf(api, voided.orderId)) as unknown as [
      { code: string; ticketId: number },
    ];
    expect((await api.call('ticket', 'void', { token: user, body: { ticket_id: ticketId } })).status).toBe(
      403,
    );
    expect((await api.call('ticket', 'void', { token: other, body: { ticket_id: ticketId } })).status).toBe(
      403,
    );
    const done = await api.call('ticket', 'void', { token: admin, body: { ticket_id: ticketId } });
    expect(done.packet.payload).toMatchObject({ ticket_id: ticketId, state: 'voided' });
    expect(await answerOf(voidedCode)).toMatchObject({ answer: 'voided' });

    const elsewhere = await webhookOrder(api, secondRodeo, 1);
    const [{ code: elsewhereCode }] = (await codesOf(api, elsewhere.orderId)) as unknown as [
      { code: string },
    ];
    expect(await answerOf(elsewhereCode)).toMatchObject({ answer: 'other_rodeo' });

    // Another account's genuine ticket, and one with the demo account's numbers signed by another key.
    const [{ account_id: otherAccount }] = (await api.db.query<{ account_id: number }>(
      'SELECT account_id FROM rodeos WHERE rodeo_id = $1',
      [otherRodeo],
    )) as [{ account_id: number }];
    const { privateKey } = generateKeyPairSync('ed25519');
    const forge = (account: number, rodeoId: number) => {
      const signed = signedPart(account, rodeoId, 1);
      return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
    };
    const demoAccount = parseTicketCode(voidedCode)!.accountId;
    expect(await answerOf(forge(otherAccount, otherRodeo))).toMatchObject({ answer: 'forged' });
    expect(await answerOf(forge(demoAccount, rodeo))).toMatchObject({ answer: 'forged' });
    expect(await answerOf('not a code')).toEqual({ answer: 'forged' });
    expect(await answerOf(voidedCode.slice(0, -2) + (voidedCode.endsWith('AA') ? 'BA' : 'AA'))).toEqual({
      answer: 'forged',
    });
  });

  it('keeps tenancy and levels from the token: another account’s rodeo and order are not found', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 1);
    const [{ code }] = (await codesOf(api, orderId)) as unknown as [{ code: string }];
    expect((await admit(code, 'Gate 1', other, rodeo)).status).toBe(404);
    expect((await admit(code, 'Gate 1', other, otherRodeo)).packet.payload).toEqual({ answer: 'forged' });
    for (const command of ['tickets', 'counts', 'duplicates']) {
      expect((await get(command, other)).status).toBe(404);
    }
    const list = (token: string) =>
      api.call('ticket', 'list', { token, query: { ticket_order_id: String(orderId) } });
    expect((await list(user)).status).toBe(403);
    expect((await list(await api.login('super@demo.test'))).status).toBe(200);
    expect(
      (await api.call('ticket', 'resend', { token: admin, body: { ticket_order_id: orderId } })).status,
    ).toBe(409);
  });

  it('syncs offline scans from two gates: the first scan wins, the other gate is told, the pair is reported', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 2);
    const [one, two] = (await codesOf(api, orderId)) as unknown as [
      { code: string; ticketId: number },
      { code: string },
    ];
    const hourAgo = Date.now() - 3_600_000;
    const minute = (m: number) => new Date(hourAgo + m * 60_000).toISOString();
    // Gate East scanned ticket one at minute 20 and syncs first; Gate West scanned it at minute 10.
    const east = await sync('East', [
      { scan_id: 'east-scan-0001', code: one.code, scanned_at: minute(20) },
      { scan_id: 'east-scan-0002', code: two.code, scanned_at: minute(21) },
    ]);
    expect(east.status).toBe(200);
    expect((east.packet.payload as { results: unknown[] }).results).toMatchObject([
      { scan_id: 'east-scan-0001', answer: 'admit' },
      { scan_id: 'east-scan-0002', answer: 'admit' },
    ]);
    const westScans = [{ scan_id: 'west-scan-0001', code: one.code, scanned_at: minute(10) }];
    const west = await sync('West', westScans);
    expect((west.packet.payload as { results: unknown[] }).results).toMatchObject([{ answer: 'admit' }]);
    // East, syncing again, learns its scan came second; nothing is recorded twice.
    const eastAgain = await sync('East', [
      { scan_id: 'east-scan-0001', code: one.code, scanned_at: minute(20) },
    ]);
    expect((eastAgain.packet.payload as { results: unknown[] }).results).toMatchObject([
      { answer: 'already_admitted', admitted_gate: 'West', admitted_at: minute(10) },
    ]);
    await sync('West', westScans);
    const [{ count }] = (await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ticket_scans WHERE ticket_id = $1',
      [one.ticketId],
    )) as [{ count: number }];
    expect(count).toBe(2);

    const report = (await get('duplicates')).packet.payload as {
      duplicates: { ticket_id: number; admitted: unknown; refused: unknown }[];
    };
    expect(report.duplicates.filter((row) => row.ticket_id === one.ticketId)).toEqual([
      expect.objectContaining({
        admitted: { gate: 'West', scanned_at: minute(10) },
        refused: { gate: 'East', scanned_at: minute(20) },
      }),
    ]);
  });

  it('records a sync in one transaction: first scan wins within the batch, across batches, with its repeats', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 3);
    const [one, two, three] = (await codesOf(api, orderId)) as unknown as [
      { code: string; ticketId: number },
      { code: string; ticketId: number },
      { code: string; ticketId: number },
    ];
    const hourAgo = Date.now() - 3_600_000;
    const minute = (m: number) => new Date(hourAgo + m * 60_000).toISOString();
    const resultsOf = (response: Awaited<ReturnType<typeof sync>>) =>
      (response.packet.payload as { results: Record<string, unknown>[] }).results;
    // North: ticket one twice (the later listed first), ticket two, a scan id sent twice in the batch.
    const transactions = vi.spyOn(api.db, 'transaction');
    const north = await sync('North', [
      { scan_id: 'north-scan-0002', code: one.code, scanned_at: minute(30) },
      { scan_id: 'north-scan-0001', code: one.code, scanned_at: minute(20) },
      { scan_id: 'north-scan-0003', code: two.code, scanned_at: minute(25) },
      { scan_id: 'north-scan-0003', code: two.code, scanned_at: minute(25) },
      { scan_id: 'north-scan-0004', code: three.code, scanned_at: minute(40) },
    ]);
    expect(transactions).toHaveBeenCalledTimes(1);
    transactions.mockRestore();
    expect(resultsOf(north)).toEqual([
      {
        scan_id: 'north-scan-0002',
        answer: 'already_admitted',
        ticket_id: one.ticketId,
        admission: 1,
        admitted_at: minute(20),
        admitted_gate: 'North',
      },
      { scan_id: 'north-scan-0001', answer: 'admit', ticket_id: one.ticketId, admission: 1 },
      { scan_id: 'north-scan-0003', answer: 'admit', ticket_id: two.ticketId, admission: 2 },
      { scan_id: 'north-scan-0003', answer: 'admit', ticket_id: two.ticketId, admission: 2 },
      { scan_id: 'north-scan-0004', answer: 'admit', ticket_id: three.ticketId, admission: 3 },
    ]);
    // South syncs later: earlier than North on ticket one (takes it over), later on ticket two; and it sends
    // North's first scan again, which it displaced in this very batch.
    const south = await sync('South', [
      { scan_id: 'south-scan-0001', code: one.code, scanned_at: minute(10) },
      { scan_id: 'south-scan-0002', code: two.code, scanned_at: minute(26) },
      { scan_id: 'north-scan-0001', code: one.code, scanned_at: minute(20) },
    ]);
    expect(resultsOf(south)).toMatchObject([
      { scan_id: 'south-scan-0001', answer: 'admit' },
      {
        scan_id: 'south-scan-0002',
        answer: 'already_admitted',
        admitted_gate: 'North',
        admitted_at: minute(25),
      },
      {
        scan_id: 'north-scan-0001',
        answer: 'already_admitted',
        admitted_gate: 'South',
        admitted_at: minute(10),
      },
    ]);
    const scans = await api.db.query<{ scan_id: string; gate: string; answer: string }>(
      'SELECT scan_id, gate, answer FROM ticket_scans WHERE ticket_id = ANY($1::int[]) ORDER BY scan_id',
      [[one.ticketId, two.ticketId]],
    );
    expect(scans).toEqual([
      { scan_id: 'north-scan-0001', gate: 'North', answer: 'already_admitted' },
      { scan_id: 'north-scan-0002', gate: 'North', answer: 'already_admitted' },
      { scan_id: 'north-scan-0003', gate: 'North', answer: 'admit' },
      { scan_id: 'south-scan-0001', gate: 'South', answer: 'admit' },
      { scan_id: 'south-scan-0002', gate: 'South', answer: 'already_admitted' },
    ]);
    const report = (await get('duplicates')).packet.payload as {
      duplicates: { ticket_id: number; admitted: unknown; refused: unknown }[];
    };
    expect(report.duplicates.filter((row) => row.ticket_id === one.ticketId)).toEqual([
      expect.objectContaining({
        admitted: { gate: 'South', scanned_at: minute(10) },
        refused: { gate: 'North', scanned_at: minute(20) },
      }),
      expect.objectContaining({
        admitted: { gate: 'South', scanned_at: minute(10) },
        refused: { gate: 'North', scanned_at: minute(30) },
      }),
    ]);
    expect(report.duplicates.filter((row) => row.ticket_id === two.ticketId)).toEqual([
      expect.objectContaining({
        admitted: { gate: 'North', scanned_at: minute(25) },
        refused: { gate: 'South', scanned_at: minute(26) },
      }),
    ]);
  });

  it('answers a synced scan of a refunded ticket refunded, and flags a refund after a synced check-in', async () => {
    const refundedFirst = await webhookOrder(api, rodeo, 1);
    const [early] = (await codesOf(api, refundedFirst.orderId)) as unknown as [{ code: string }];
    await refundedFirst.refund();
    const admittedFirst = await webhookOrder(api, rodeo, 1);
    const [late] = (await codesOf(api, admittedFirst.orderId)) as unknown as [
      { code: string; ticketId: number },
    ];
    const at = new Date(Date.now() - 60_000).toISOString();
    const synced = await sync('Refund Gate', [
      { scan_id: 'refund-scan-0001', code: early.code, scanned_at: at },
      { scan_id: 'refund-scan-0002', code: late.code, scanned_at: at },
    ]);
    expect((synced.packet.payload as { results: unknown[] }).results).toMatchObject([
      { answer: 'refunded' },
      { answer: 'admit' },
    ]);
    await admittedFirst.refund();
    const report = (await get('duplicates')).packet.payload as {
      refunded_after_checkin: { ticket_id: number; admitted: unknown }[];
    };
    expect(report.refunded_after_checkin).toContainEqual(
      expect.objectContaining({
        ticket_id: late.ticketId,
        admitted: { gate: 'Refund Gate', scanned_at: at },
      }),
    );
  });

  it('refuses a signed scan at a time the database cannot hold with a 400, not a 500', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 1);
    const [{ code, ticketId }] = (await codesOf(api, orderId)) as unknown as [
      { code: string; ticketId: number },
    ];
    const response = await sync('Far Gate', [
      { scan_id: 'far-scan-0001', code, scanned_at: '-100000-01-01T00:00:00Z' },
    ]);
    expect(response.status).toBe(400);
    expect(await api.db.query('SELECT 1 FROM ticket_scans WHERE ticket_id = $1', [ticketId])).toEqual([]);
  });

  it('flags a refund that arrives after a check-in, and counts admissions per gate', async () => {
    const countsBefore = (await get('counts')).packet.payload as { admitted: number; not_arrived: number };
    const order = await webhookOrder(api, rodeo, 2);
    const [first] = (await codesOf(api, order.orderId)) as unknown as [{ code: string; ticketId: number }];
    await answerOf(first.code, 'Counting Gate');
    const counts = (await get('counts')).packet.payload as {
      admitted: number;
      not_arrived: number;
      gates: { gate: string; admitted: number }[];
    };
    expect(counts.admitted).toBe(countsBefore.admitted + 1);
    expect(counts.not_arrived).toBe(countsBefore.not_arrived + 1);
    expect(counts.gates).toContainEqual({ gate: 'Counting Gate', admitted: 1 });
    await order.refund();
    const report = (await get('duplicates')).packet.payload as {
      refunded_after_checkin: { ticket_id: number; admitted: { gate: string } }[];
    };
    expect(report.refunded_after_checkin).toContainEqual(
      expect.objectContaining({
        ticket_id: first.ticketId,
        admitted: expect.objectContaining({ gate: 'Counting Gate' }),
      }),
    );
  });
});
