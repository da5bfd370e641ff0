// What an account's records show elsewhere (activity, live changes, presence, revisions, the dashboard)
// and its tickets and gate, aimed at by each caller of the other account.
import { describe, expect, it } from 'vitest';
import { checkinCommands, ticketCommands } from '../../lib/protocol/ticket.ts';
import { changeOf, liveClient } from './live-client.ts';
import { freshSample } from './resource-samples.ts';
import { paidOrder } from './ticket-flow.ts';
import { databases } from './harness.ts';
import { CALLERS, inScope, isolationWorld } from './isolation-callers.ts';

describe.each(databases())(
  'tenant isolation of records, their history, live changes and tickets on %s',
  (database) => {
    const world = isolationWorld(database);
    const { tokens, users, levelOf, accountOf } = world;

    // The activity log (docs/security.md, "Activity log"): an account's own entries, a super admin's all.
    it.each(CALLERS.filter((caller) => !caller.endsWith('super@demo.test')))(
      '%s reads no other account’s activity, in the list or a record’s history',
      async (caller) => {
        const token = tokens[caller];
        const list = await world.api.call('activity', 'list', { token, body: { limit: 1000 } });
        if (list.status !== 403) {
          const entries = (list.packet.payload as { list: { account_id: number }[] }).list;
          expect(entries.every((entry) => entry.account_id === accountOf(caller))).toBe(true);
        }
        const [foreign] = await world.api.db.query<{ contact_id: number }>(
          `INSERT INTO contacts (account_id, first_name, last_name) VALUES ($1, 'Foreign', 'Record')
         RETURNING contact_id`,
          [accountOf(caller) === 1 ? 2 : 1],
        );
        const history = await world.api.call('activity', 'history', {
          token,
          body: { area: 'contact', record_id: foreign!.contact_id },
        });
        expect([403, 404]).toContain(history.status);
      },
    );

    // Live changes (docs/security.md, "Live changes"): another account's are neither picked nor sent.
    it.each(CALLERS.filter((caller) => !caller.endsWith('super@demo.test')))(
      '%s follows no other account’s live changes',
      async (caller) => {
        const token = tokens[caller];
        const own = accountOf(caller);
        const picked = await world.api.call('live', 'stream', {
          token,
          query: { account_id: String(own === 1 ? 2 : 1) },
        });
        expect(picked.status).toBe(403);
        const stream = liveClient(await world.api.call('live', 'stream', { token }));
        await stream.next((event) => event.event === 'ready');
        const writer = async (account: number) =>
          world.api.login(account === 1 ? 'admin@demo.test' : 'owner@other.test');
        const create = async (account: number) => {
          const result = await world.api.call('contact', 'create', {
            token: await writer(account),
            body: freshSample('contact', `iso${Math.random().toString(36).slice(2)}`),
          });
          expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
          return (result.packet.payload as { contact_id: number }).contact_id;
        };
        const foreign = await create(own === 1 ? 2 : 1);
        const sentinel = await create(own);
        await stream.next((event) => event.event === 'change' && changeOf(event).record_id === sentinel);
        const seen = stream.events
          .filter((event) => event.event === 'change')
          .map((event) => changeOf(event).record_id);
        expect(seen).not.toContain(foreign);
        await stream.close();
      },
    );

    // Presence (docs/security.md, "Live changes"): who has a record open is told within the account only.
    it.each(CALLERS)('%s sees nobody of another account with a record open', async (caller) => {
      const record = { area: 'contact', record_id: 1 };
      const other = accountOf(caller) === 1 ? 'owner@other.test' : 'admin@demo.test';
      expect(
        (await world.api.call('live', 'here', { token: await world.api.login(other), body: record })).status,
      ).toBe(200);
      const seen = await world.api.call('live', 'here', { token: tokens[caller], body: record });
      expect(seen.status).toBe(200);
      expect(
        (seen.packet.payload as { others: { user_id: number }[] }).others.map((o) => o.user_id),
      ).not.toContain(users.find((u) => u.email === other)!.user_id);
    });

    // Revisions: another account's record and revision are unknown, whatever the caller; an embed
    // session (whose scope holds articles) included.
    it.each(CALLERS.filter((caller) => !caller.endsWith('super@demo.test')))(
      '%s lists and restores no other account’s revisions',
      async (caller) => {
        const token = tokens[caller];
        const [foreign] = await world.api.db.query<{ article_id: number }>(
          `INSERT INTO articles (account_id, title, slug, body)
         VALUES ($1, 'Foreign', 'foreign-' || md5(random()::text), '<p>Theirs</p>') RETURNING article_id`,
          [accountOf(caller) === 1 ? 2 : 1],
        );
        const [revision] = await world.api.db.query<{ revision_id: number }>(
          `INSERT INTO revisions (account_id, area, record_id, data) VALUES ($1, 'article', $2, '{"title": "Planted"}')
         RETURNING revision_id`,
          [accountOf(caller) === 1 ? 2 : 1, foreign!.article_id],
        );
        const list = await world.api.call('revision', 'list', {
          token,
          body: { area: 'article', record_id: foreign!.article_id },
        });
        const restore = await world.api.call('revision', 'restore', {
          token,
          body: { revision_id: revision!.revision_id },
        });
        expect([list.status, restore.status]).toEqual(levelOf(caller) < 3 ? [403, 403] : [404, 404]);
        const [title] = await world.api.db.query('SELECT title FROM articles WHERE article_id = $1', [
          foreign!.article_id,
        ]);
        expect(title).toEqual({ title: 'Foreign' });
      },
    );

    it.each(CALLERS)('%s sees only its own account’s records on the dashboard', async (caller) => {
      const result = await world.api.call('dashboard', 'glance', {
        token: tokens[caller],
        query: { since: '2000-01-01T00:00:00Z', today: '2000-01-01' },
      });
      if (!inScope(caller, 'dashboard/glance')) return expect(result.status).toBe(403);
      expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
      const glance = result.packet.payload as {
        changed: { resource: string; count: number }[];
        rodeos?: { rodeo_id: number }[];
        broadcasts?: { broadcast_id: number }[];
      };
      const own = accountOf(caller);
      const [contacts] = await world.api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM contacts WHERE account_id = $1',
        [own],
      );
      expect(glance.changed.find((entry) => entry.resource === 'contact')?.count).toBe(contacts!.n);
      const accountsOf = async (table: string, key: string, ids: number[]) =>
        (
          await world.api.db.query<{ account_id: number }>(
            `SELECT DISTINCT account_id FROM ${table} WHERE ${key} = ANY($1::int[])`,
            [ids],
          )
        ).map((row) => row.account_id);
      for (const id of await accountsOf(
        'rodeos',
        'rodeo_id',
        (glance.rodeos ?? []).map((r) => r.rodeo_id),
      ))
        expect(id).toBe(own);
      for (const id of await accountsOf(
        'broadcasts',
        'broadcast_id',
        (glance.broadcasts ?? []).map((b) => b.broadcast_id),
      ))
        expect(id).toBe(own);
    });

    // Tickets and the gate: every command aimed at the other account's order, ticket and rodeo.
    it.each(CALLERS)('%s reaches no ticket, order or rodeo gate of another account', async (caller) => {
      const own = accountOf(caller);
      const [target] = await world.api.db.query<{ account_id: number; rodeo_id: number }>(
        'SELECT account_id, rodeo_id FROM rodeos WHERE account_id <> $1 ORDER BY rodeo_id LIMIT 1',
        [own],
      );
      const order = await paidOrder(world.api, target!.rodeo_id, 2);
      const tickets = () => world.api.db.query('SELECT * FROM tickets ORDER BY ticket_id');
      const before = await tickets();
      const rodeo_id = target!.rodeo_id;
      const attempts: [typeof ticketCommands | typeof checkinCommands, string, Record<string, unknown>][] = [
        [ticketCommands, 'list', { ticket_order_id: order.orderId }],
        [ticketCommands, 'resend', { ticket_order_id: order.orderId }],
        [ticketCommands, 'void', { ticket_id: order.tickets[0]!.ticketId }],
        [checkinCommands, 'admit', { rodeo_id, gate: 'Crossed', code: order.tickets[0]!.code }],
        [
          checkinCommands,
          'sync',
          {
            rodeo_id,
            gate: 'Crossed',
            scans: [
              { scan_id: 'crossed-1', code: order.tickets[1]!.code, scanned_at: new Date().toISOString() },
            ],
          },
        ],
        [checkinCommands, 'tickets', { rodeo_id }],
        [checkinCommands, 'duplicates', { rodeo_id }],
        [checkinCommands, 'counts', { rodeo_id }],
      ];
      for (const [table, command, input] of attempts) {
        const { method, access, module } = table[command as keyof typeof table] as {
          method: string;
          access: number;
          module: string;
        };
        const result = await world.api.call(module, command, {
          token: tokens[caller],
          ...(method === 'GET'
            ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
            : { body: input }),
        });
        const refused = levelOf(caller) < access || !inScope(caller, `${module}/${command}`);
        expect(result.status, `${caller} ${module}/${command}`).toBe(refused ? 403 : 404);
        expect(JSON.stringify(result.packet), `${caller} ${module}/${command}`).not.toContain('page_url');
      }
      // The other account's genuine code at a rodeo of the caller's own is no ticket of the caller's account.
      const [ownRodeo] = await world.api.db.query<{ rodeo_id: number }>(
        'SELECT rodeo_id FROM rodeos WHERE account_id = $1 LIMIT 1',
        [own],
      );
      if (inScope(caller, 'checkin/admit')) {
        const crossed = await world.api.call('checkin', 'admit', {
          token: tokens[caller],
          body: { rodeo_id: ownRodeo!.rodeo_id, gate: 'Own', code: order.tickets[0]!.code },
        });
        expect(crossed.packet.payload).toEqual({ answer: 'forged' });
      }
      expect(await tickets()).toEqual(before);
    });
  },
);
