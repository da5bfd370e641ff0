import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkinCommands } from '../../lib/protocol/ticket.ts';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { codesOf, rodeoOf, webhookOrder } from './ticket-flow.ts';

// The gate's ticket list carries a digest of each ticket's code, never the code (docs/security.md, "a
// digest of a code is not a code"; docs/tickets.md, the gate's check).

interface ListedTicket {
  ticket_id: number;
  code_digest?: string;
}

/** SHA-256 of the code, its first 16 bytes, base64url: made here apart from the code under test. */
const digestOf = (code: string) =>
  createHash('sha256').update(code).digest().subarray(0, 16).toString('base64url');

describe.each(databases())('the gate list’s code digests (%s)', (database) => {
  let api: TestApi;
  let user: string;
  let rodeo: number;

  beforeAll(async () => {
    api = await startTestApi({ database });
    user = await api.login('user@demo.test');
    rodeo = await rodeoOf(api, 'demo.test');
  }, 60_000);
  afterAll(() => api?.close());

  const list = async (token = user, rodeoId = rodeo) => {
    const response = await api.call('checkin', 'tickets', { token, query: { rodeo_id: String(rodeoId) } });
    return { status: response.status, payload: response.packet.payload as { tickets: ListedTicket[] } };
  };
  const listed = async (ticketIds: number[]) =>
    (await list()).payload.tickets.filter((ticket) => ticketIds.includes(ticket.ticket_id));

  it('lists each ticket with the digest of its code, and neither the code nor its signature', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 3);
    const codes = await codesOf(api, orderId);
    const { status, payload } = await list();
    expect(status).toBe(200);
    const tickets = payload.tickets.filter((ticket) =>
      codes.some((code) => code.ticketId === ticket.ticket_id),
    );
    expect(tickets.map((ticket) => [ticket.ticket_id, ticket.code_digest])).toEqual(
      codes.map(({ ticketId, code }) => [ticketId, digestOf(code)]),
    );
    const text = JSON.stringify(payload);
    for (const { code } of codes) expect(text).not.toContain(code.split('.').at(-1)!);
    for (const ticket of tickets)
      expect(Object.keys(ticket).sort()).toEqual(
        ['admission', 'admitted_at', 'admitted_gate', 'code_digest', 'state', 'ticket_id'].sort(),
      );
  });

  it('fills the digests of tickets sold before the list carried them, once', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 2);
    const codes = await codesOf(api, orderId);
    const ids = codes.map((code) => code.ticketId);
    await list();
    // As migration 160 left every ticket sold before it.
    await api.db.query('UPDATE tickets SET code_digest = NULL WHERE ticket_id = ANY($1::int[])', [ids]);
    expect((await listed(ids)).map((ticket) => ticket.code_digest)).toEqual(
      codes.map(({ code }) => digestOf(code)),
    );
    const stored = await api.db.query<{ code_digest: string }>(
      'SELECT code_digest FROM tickets WHERE ticket_id = ANY($1::int[]) ORDER BY ticket_id',
      [ids],
    );
    expect(stored.map((row) => row.code_digest)).toEqual(codes.map(({ code }) => digestOf(code)));
  });

  it('gives two lists filling the same tickets at once the same digests', async () => {
    const { orderId } = await webhookOrder(api, rodeo, 4);
    const codes = await codesOf(api, orderId);
    const ids = codes.map((code) => code.ticketId);
    const lists = await Promise.all([list(), list(), list()]);
    for (const { status, payload } of lists) {
      expect(status).toBe(200);
      const digests = payload.tickets.filter((ticket) => ids.includes(ticket.ticket_id));
      // A ticket another list was filling comes without a digest: the device checks it by signature.
      for (const ticket of digests)
        expect([undefined, digestOf(codes.find((c) => c.ticketId === ticket.ticket_id)!.code)]).toContain(
          ticket.code_digest,
        );
    }
    expect((await listed(ids)).map((ticket) => ticket.code_digest)).toEqual(
      codes.map(({ code }) => digestOf(code)),
    );
  });

  // Only PostgreSQL has a second connection to hold a ticket's row while the list runs.
  it.runIf(database === 'postgres')(
    'answers without waiting for a ticket another request is writing, and leaves its digest out',
    async () => {
      const { orderId } = await webhookOrder(api, rodeo, 2);
      const [busy, free] = (await codesOf(api, orderId)) as [
        { ticketId: number; code: string },
        { ticketId: number; code: string },
      ];
      await api.db.query('UPDATE tickets SET code_digest = NULL WHERE ticket_id = ANY($1::int[])', [
        [busy.ticketId, free.ticketId],
      ]);
      const during = await api.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM tickets WHERE ticket_id = $1 FOR UPDATE', [busy.ticketId]);
        return listed([busy.ticketId, free.ticketId]);
      });
      expect(during.map((ticket) => ticket.code_digest)).toEqual([undefined, digestOf(free.code)]);
      expect((await listed([busy.ticketId])).map((ticket) => ticket.code_digest)).toEqual([
        digestOf(busy.code),
      ]);
    },
  );

  it('keeps the list to level 3 and up of the rodeo’s own account', async () => {
    const created = await api.call('user', 'create', {
      token: await api.login('group@demo.test'),
      body: {
        email: 'gate.helper@demo.test',
        first_name: 'Gate',
        last_name: 'Helper',
        passhash: sha256Hex('helper-password-42'),
        access: 2,
      },
    });
    expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
    expect((await list(await api.login('gate.helper@demo.test', 'helper-password-42'))).status).toBe(403);
    expect((await list(await api.login('owner@other.test'))).status).toBe(404);
    const otherRodeo = await rodeoOf(api, 'other.test');
    expect((await list(user, otherRodeo)).status).toBe(404);
  });

  it('declares the digest optional: a list without it is still the protocol’s', () => {
    const ticket = { ticket_id: 1, admission: 1, state: 'valid', admitted_at: null, admitted_gate: null };
    const answer = { rodeo_id: 1, rodeo_name: 'R', account_id: 1, public_key: 'k', tickets: [ticket] };
    expect(checkinCommands.tickets.response.safeParse(answer).success).toBe(true);
    const withDigest = { ...answer, tickets: [{ ...ticket, code_digest: digestOf('RT1.1.1.1.x') }] };
    expect(checkinCommands.tickets.response.parse(withDigest).tickets[0]!.code_digest).toHaveLength(22);
  });
});
