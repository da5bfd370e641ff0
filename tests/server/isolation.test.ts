import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelScope } from '../../lib/embed/panel-scope.ts';
import { druidiaCommands } from '../../lib/protocol/druidia.ts';
import { stripeCommands } from '../../lib/protocol/stripe.ts';
import { checkinCommands, ticketCommands } from '../../lib/protocol/ticket.ts';
import { ALL_PANELS, apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { changeOf, liveClient } from './live-client.ts';
import { freshSample } from './resource-samples.ts';
import { accountEdit, userEdit } from './versions.ts';
import { allowedCode, handleCallback, startConnect } from './stripe-flow.ts';
import { paidOrder } from './ticket-flow.ts';

// Callers of both accounts at several levels, each aiming at the other account's users and account; and
// embed sessions (every panel, made with the user's own API key), which must stay as fenced in.
const EMBED = 'embed ';
const CALLERS = [
  'user@demo.test',
  'group@demo.test',
  'admin@demo.test',
  'super@demo.test',
  'owner@other.test',
  `${EMBED}user@demo.test`,
  `${EMBED}group@demo.test`,
  `${EMBED}owner@other.test`,
];
const emailOf = (caller: string): string => caller.replace(EMBED, '');
const EMBED_SCOPE = new Set((panelScope(ALL_PANELS) as { commands: string[] }).commands);
/** Whether the caller may call the command at all: everyone but an embed session outside its panels. */
const inScope = (caller: string, name: string): boolean => !caller.startsWith(EMBED) || EMBED_SCOPE.has(name);

describe.each(databases())('tenant isolation of every command on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const users: { email: string; user_id: number; account_id: number; access: number }[] = [];
  const signIn = async (callers: readonly string[]) => {
    for (const caller of callers) {
      const email = emailOf(caller);
      tokens[caller] = caller.startsWith(EMBED)
        ? await embedToken(api, (await apiKeyOf(api, email)).secret, email, ALL_PANELS)
        : await api.login(email);
    }
  };
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    await signIn(CALLERS);
    users.push(
      ...(await api.db.query<(typeof users)[number]>('SELECT email, user_id, account_id, access FROM users')),
    );
  });
  afterAll(() => api.close());

  const levelOf = (caller: string) => users.find((u) => u.email === emailOf(caller))?.access ?? 0;
  const accountOf = (caller: string) => users.find((u) => u.email === emailOf(caller))?.account_id ?? 0;
  const foreignUsers = (email: string) => users.filter((u) => u.account_id !== accountOf(email));

  // Super admins (9) manage the users of every account (tests/server/people.test.ts); below that, none.
  const belowSuper = CALLERS.filter((email) => email !== 'super@demo.test');

  it.each(belowSuper)('%s reaches no user of another account', async (caller) => {
    const token = tokens[caller];
    for (const target of foreignUsers(caller)) {
      const reads = [
        await api.call('user', 'read', { token, query: { user_id: String(target.user_id) } }),
        await api.call('user', 'read', { token, query: { email: target.email } }),
        // Based on the current version: another account's user is unknown all the same.
        await api.call('user', 'update', {
          token,
          body: await userEdit(api, { user_id: target.user_id, first_name: 'Crossed' }),
        }),
      ];
      for (const result of reads) {
        expect(result.status, `${caller} -> ${target.email}`).toBe(404);
        expect(JSON.stringify(result.packet)).not.toContain(target.email);
      }
    }
    const rows = await api.db.query("SELECT 1 FROM users WHERE first_name = 'Crossed'");
    expect(rows).toHaveLength(0);
  });

  // A bulk set runs the single update per user (docs/behaviour.md#lists): another account's are refused
  // one by one as not found, and a query names no other account below level 9.
  it.each(belowSuper)('%s bulk-sets no user of another account, by ids or by query', async (caller) => {
    const token = tokens[caller];
    const foreign = foreignUsers(caller);
    const before = await api.db.query('SELECT user_id, access, enabled FROM users ORDER BY user_id');
    const set = { action: 'set', field: 'access', value: 4 };
    const byIds = await api.call('user', 'bulk_action', {
      token,
      body: { ...set, ids: foreign.map((u) => u.user_id) },
    });
    if (levelOf(caller) < 5 || !inScope(caller, 'user/bulk_action')) expect(byIds.status).toBe(403);
    else {
      expect(byIds.status).toBe(200);
      expect(byIds.packet.payload).toMatchObject({ done: 0, next: null });
      expect(JSON.stringify(byIds.packet)).not.toContain(foreign[0]!.email);
    }
    const other = accountOf(caller) === 1 ? 2 : 1;
    const byQuery = await api.call('user', 'bulk_action', {
      token,
      body: { ...set, query: { filters: [] }, account_id: other },
    });
    expect(byQuery.status).toBe(403);
    const accounts = await api.call('account', 'bulk_action', {
      token,
      body: { action: 'set', field: 'enabled', value: false, ids: [other] },
    });
    // Admins (7) enable and disable other accounts by design (tests/server/bulk-people.test.ts).
    if (levelOf(caller) < 7) expect(accounts.status).toBe(403);
    else {
      // A disable ends the account's sessions (docs/security.md): its callers sign in again after it.
      await api.db.query('UPDATE accounts SET enabled = true');
      await signIn(CALLERS.filter((member) => accountOf(member) === other));
    }
    expect(await api.db.query('SELECT user_id, access, enabled FROM users ORDER BY user_id')).toEqual(before);
  });

  // The user list's export reads the list's source (docs/behaviour.md#lists): no other account's users, by
  // query or by ids, below level 9.
  it.each(belowSuper)('%s exports no user of another account', async (caller) => {
    const token = tokens[caller];
    const foreign = foreignUsers(caller);
    const other = accountOf(caller) === 1 ? 2 : 1;
    const denied = levelOf(caller) < 5 || !inScope(caller, 'user/export');
    const byIds = await api.call('user', 'export', {
      token,
      query: {
        filters: JSON.stringify([{ field: 'user_id', operator: 'IN', value: foreign.map((u) => u.user_id) }]),
      },
    });
    expect(byIds.status).toBe(denied ? 403 : 200);
    if (!denied) expect((await byIds.response.text()).trim().split('\r\n')).toHaveLength(1);
    const byAccount = await api.call('user', 'export', { token, query: { account_id: String(other) } });
    expect(byAccount.status).toBe(403);
    const accounts = await api.call('account', 'export', { token });
    if (levelOf(caller) < 7 || !inScope(caller, 'account/export')) expect(accounts.status).toBe(403);
  });

  it.each(CALLERS)('%s lists only its own account’s users', async (caller) => {
    const result = await api.call('user', 'list', { token: tokens[caller], body: { limit: 1000 } });
    if (result.status === 403) return; // below group admin: no list at all
    const listed = (result.packet.payload as { list: { account_id: number }[] }).list;
    expect(listed.every((u) => u.account_id === accountOf(caller))).toBe(true);
  });

  it.each(CALLERS)('%s neither reads nor edits another account', async (caller) => {
    const token = tokens[caller];
    const other = accountOf(caller) === 1 ? 2 : 1;
    const self = users.find((u) => u.email === emailOf(caller))?.user_id;
    const read = await api.call('account', 'read', { token, query: { account_id: String(other) } });
    // Admins (7) manage every account of the network (tests/server/accounts-admin.test.ts).
    if (levelOf(caller) >= 7) {
      expect(read.status).toBe(200);
      return;
    }
    expect(read.status).toBe(403);
    const update = await api.call('account', 'update', {
      token,
      body: await accountEdit(api, {
        user_id: self,
        account_id: other,
        account_name: 'Crossed',
        domain: 'x.test',
      }),
    });
    expect(update.status).toBe(403);
    const rows = await api.db.query("SELECT 1 FROM accounts WHERE account_name = 'Crossed'");
    expect(rows).toHaveLength(0);
  });

  // The activity log (docs/security.md, "Activity log"): an account's own entries, a super admin's all.
  it.each(CALLERS.filter((caller) => !caller.endsWith('super@demo.test')))(
    '%s reads no other account’s activity, in the list or a record’s history',
    async (caller) => {
      const token = tokens[caller];
      const list = await api.call('activity', 'list', { token, body: { limit: 1000 } });
      if (list.status !== 403) {
        const entries = (list.packet.payload as { list: { account_id: number }[] }).list;
        expect(entries.every((entry) => entry.account_id === accountOf(caller))).toBe(true);
      }
      const [foreign] = await api.db.query<{ contact_id: number }>(
        `INSERT INTO contacts (account_id, first_name, last_name) VALUES ($1, 'Foreign', 'Record')
         RETURNING contact_id`,
        [accountOf(caller) === 1 ? 2 : 1],
      );
      const history = await api.call('activity', 'history', {
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
      const picked = await api.call('live', 'stream', {
        token,
        query: { account_id: String(own === 1 ? 2 : 1) },
      });
      expect(picked.status).toBe(403);
      const stream = liveClient(await api.call('live', 'stream', { token }));
      await stream.next((event) => event.event === 'ready');
      const writer = async (account: number) =>
        api.login(account === 1 ? 'admin@demo.test' : 'owner@other.test');
      const create = async (account: number) => {
        const result = await api.call('contact', 'create', {
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
    expect((await api.call('live', 'here', { token: await api.login(other), body: record })).status).toBe(
      200,
    );
    const seen = await api.call('live', 'here', { token: tokens[caller], body: record });
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
      const [foreign] = await api.db.query<{ article_id: number }>(
        `INSERT INTO articles (account_id, title, slug, body)
         VALUES ($1, 'Foreign', 'foreign-' || md5(random()::text), '<p>Theirs</p>') RETURNING article_id`,
        [accountOf(caller) === 1 ? 2 : 1],
      );
      const [revision] = await api.db.query<{ revision_id: number }>(
        `INSERT INTO revisions (account_id, area, record_id, data) VALUES ($1, 'article', $2, '{"title": "Planted"}')
         RETURNING revision_id`,
        [accountOf(caller) === 1 ? 2 : 1, foreign!.article_id],
      );
      const list = await api.call('revision', 'list', {
        token,
        body: { area: 'article', record_id: foreign!.article_id },
      });
      const restore = await api.call('revision', 'restore', {
        token,
        body: { revision_id: revision!.revision_id },
      });
      expect([list.status, restore.status]).toEqual(levelOf(caller) < 3 ? [403, 403] : [404, 404]);
      const [title] = await api.db.query('SELECT title FROM articles WHERE article_id = $1', [
        foreign!.article_id,
      ]);
      expect(title).toEqual({ title: 'Foreign' });
    },
  );

  // Domain verification (docs/security.md): below super admin (9), only one's own account's domain.
  it.each(CALLERS.filter((caller) => !caller.endsWith('super@demo.test')))(
    '%s neither sees nor verifies another account’s domain',
    async (caller) => {
      const token = tokens[caller];
      const other = accountOf(caller) === 1 ? 2 : 1;
      const status = await api.call('account', 'domain_status', {
        token,
        query: { account_id: String(other) },
      });
      const verify = await api.call('account', 'verify_domain', { token, body: { account_id: other } });
      const mark = await api.call('account', 'mark_domain_verified', { token, body: { account_id: other } });
      expect([status.status, verify.status, mark.status]).toEqual([403, 403, 403]);
    },
  );

  it('creates users only in the creator’s own account: naming another is refused below level 9', async () => {
    const result = await api.call('user', 'create', {
      token: tokens['owner@other.test'],
      body: {
        email: 'planted@demo.test',
        first_name: 'Plan',
        last_name: 'Ted',
        passhash: 'a'.repeat(64),
        access: 1,
        account_id: 1,
      },
    });
    expect([result.status, result.packet.errors[0]?.detail]).toEqual([
      403,
      'Only a super admin works in another account',
    ]);
    expect(await api.db.query('SELECT 1 FROM users WHERE email = $1', ['planted@demo.test'])).toHaveLength(0);
  });

  // Connections: every command that takes an id, aimed at each row of the other account.
  const snapshot = async () => [
    await api.db.query('SELECT * FROM druidia_connections ORDER BY druidia_id'),
    await api.db.query('SELECT * FROM stripe_connections ORDER BY stripe_connection_id'),
  ];
  const tokenOf = (email: string): string => tokens[email] ?? '';

  it.each(CALLERS)('%s reaches no service or Stripe connection of another account', async (caller) => {
    const token = tokens[caller];
    const own = accountOf(caller);
    const before = await snapshot();
    const druidia = await api.db.query<{ druidia_id: number; service: string; user_hash: string }>(
      'SELECT druidia_id, service, user_hash FROM druidia_connections WHERE account_id <> $1',
      [own],
    );
    const stripe = await api.db.query<{
      stripe_connection_id: number;
      stripe_account_id: string;
      updated_at: string;
    }>(
      `SELECT stripe_connection_id, stripe_account_id, to_json(updated_at) #>> '{}' AS updated_at
         FROM stripe_connections WHERE account_id <> $1`,
      [own],
    );
    const [ownRodeo] = await api.db.query<{ rodeo_id: number }>(
      "SELECT rodeo_id FROM rodeos WHERE account_id = $1 AND status = 'scheduled' LIMIT 1",
      [own],
    );
    expect(druidia.length * stripe.length).toBeGreaterThan(0);
    const attempts: [string, string, Record<string, unknown>, string][] = [
      ...druidia.flatMap(({ druidia_id, service, user_hash }) =>
        [
          ['read', { druidia_id }],
          ['update', { druidia_id, token: 'crossed-token' }],
          ['delete', { druidia_id }],
          ['share', { druidia_id }],
          ['connect', { druidia_id, service }],
        ].map(
          ([command, body]) =>
            ['druidia', command, body, user_hash] as [string, string, Record<string, unknown>, string],
        ),
      ),
      ...stripe.flatMap(({ stripe_connection_id, stripe_account_id, updated_at }) =>
        [
          ['read', { stripe_connection_id }],
          // Based on the current version: another account's connection is unknown all the same.
          ['update', { stripe_connection_id, statement_descriptor: 'CROSSED', updated_at }],
          ['delete', { stripe_connection_id }],
          // A checkout link paying into another account, even for a rodeo of the caller's own.
          ['checkout_link', { stripe_connection_id, rodeo_id: ownRodeo?.rodeo_id ?? 1, price: 2800 }],
        ].map(
          ([command, body]) =>
            ['stripe', command, body, stripe_account_id] as [string, string, Record<string, unknown>, string],
        ),
      ),
    ];
    for (const [module, command, input, secretOfTarget] of attempts) {
      const table = module === 'druidia' ? druidiaCommands : stripeCommands;
      const { method, access } = table[command as keyof typeof table];
      const asQuery = method === 'GET' || method === 'DELETE';
      const result = await api.call(module, command, {
        token,
        ...(asQuery
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { body: input }),
      });
      const refused = levelOf(caller) < access || !inScope(caller, `${module}/${command}`);
      expect(result.status, `${caller} ${module}/${command}`).toBe(refused ? 403 : 404);
      expect(JSON.stringify(result.packet)).not.toContain(secretOfTarget);
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(CALLERS)('%s lists and filters only its own account’s connections', async (caller) => {
    const own = accountOf(caller);
    for (const module of ['druidia', 'stripe']) {
      for (const filters of [[], [{ field: 'account_id', operator: '!=', value: own }]]) {
        const result = await api.call(module, 'list', {
          token: tokens[caller],
          body: { limit: 1000, filters },
        });
        expect(result.status).toBe(200);
        const { list } = result.packet.payload as { list: { account_id: number }[] };
        expect(list.every((row) => row.account_id === own)).toBe(true);
        if (filters.length) expect(list).toHaveLength(0);
      }
    }
  });

  it('creates connections only in the caller’s own account', async () => {
    const token = tokenOf('owner@other.test');
    const before = await snapshot();
    const foreignUser = foreignUsers('owner@other.test')[0]!.user_id;
    const created = await api.call('druidia', 'create', {
      token,
      body: { service: 'rodeo', user_id: foreignUser, user_hash: 'planted', token: 'planted-token' },
    });
    expect(created.status).toBe(400);
    const stripeCreate = await api.call('stripe', 'create', {
      token,
      body: { account_id: accountOf('user@demo.test'), stripe_account_id: 'acct_planted' },
    });
    expect(stripeCreate.status).toBe(403);
    const started = await startConnect(api, token, { account_id: String(accountOf('user@demo.test')) });
    expect(started.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('completes no Stripe authorization started by another account, and borrows no shared service', async () => {
    const { code, state } = await allowedCode(api, tokenOf('group@demo.test'));
    const crossed = await handleCallback(api, tokenOf('owner@other.test'), code, state);
    expect([crossed.status, crossed.packet.errors[0]?.detail]).toEqual([400, 'Invalid or expired state']);
    // The demo account shares a rodeo connection; the other account has none of its own.
    const borrowed = await api.call('druidia', 'request', {
      token: tokens['owner@other.test'],
      body: { service: 'rodeo', route: 'events/list' },
    });
    expect(borrowed.status).toBe(403);
  });

  it.each(CALLERS)('%s sees only its own account’s records on the dashboard', async (caller) => {
    const result = await api.call('dashboard', 'glance', {
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
    const [contacts] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contacts WHERE account_id = $1',
      [own],
    );
    expect(glance.changed.find((entry) => entry.resource === 'contact')?.count).toBe(contacts!.n);
    const accountsOf = async (table: string, key: string, ids: number[]) =>
      (
        await api.db.query<{ account_id: number }>(
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
    const [target] = await api.db.query<{ account_id: number; rodeo_id: number }>(
      'SELECT account_id, rodeo_id FROM rodeos WHERE account_id <> $1 ORDER BY rodeo_id LIMIT 1',
      [own],
    );
    const order = await paidOrder(api, target!.rodeo_id, 2);
    const tickets = () => api.db.query('SELECT * FROM tickets ORDER BY ticket_id');
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
      const result = await api.call(module, command, {
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
    const [ownRodeo] = await api.db.query<{ rodeo_id: number }>(
      'SELECT rodeo_id FROM rodeos WHERE account_id = $1 LIMIT 1',
      [own],
    );
    if (inScope(caller, 'checkin/admit')) {
      const crossed = await api.call('checkin', 'admit', {
        token: tokens[caller],
        body: { rodeo_id: ownRodeo!.rodeo_id, gate: 'Own', code: order.tickets[0]!.code },
      });
      expect(crossed.packet.payload).toEqual({ answer: 'forged' });
    }
    expect(await tickets()).toEqual(before);
  });

  // The second factor's commands name no user: whatever a body adds, they act on the caller alone, and an
  // embed session changes no one's (docs/security.md "Second factor").
  it.each(CALLERS)('%s sets up and reads only its own second factor, whatever it names', async (caller) => {
    const token = tokens[caller];
    const self = users.find((u) => u.email === emailOf(caller))!;
    const target = users.find((u) => u.email !== self.email)!;
    const setup = await api.call('second_factor', 'setup', {
      token,
      body: { user_id: target.user_id, email: target.email },
    });
    const status = await api.call('second_factor', 'status', {
      token,
      query: { user_id: String(target.user_id) },
    });
    const rows = await api.db.query<{ user_id: number }>('SELECT user_id FROM second_factors');
    await api.db.query('DELETE FROM second_factors');
    if (caller.startsWith(EMBED)) {
      expect([setup.status, status.status]).toEqual([403, 403]);
      return expect(rows).toEqual([]);
    }
    expect(setup.status).toBe(200);
    expect(JSON.stringify(setup.packet.payload)).toContain(encodeURIComponent(self.email));
    expect(status.packet.payload).toEqual({ totp: false, recovery_codes_left: 0 });
    expect(rows).toEqual([{ user_id: self.user_id }]);
  });

  // Passkeys are named by passkey_id: another account's is no passkey of the caller's, whatever the level,
  // and an embed session reaches none (docs/security.md "Passkeys").
  it.each(CALLERS)('%s lists, renames and removes only its own passkeys', async (caller) => {
    const self = users.find((u) => u.email === emailOf(caller))!;
    const target = users.find((u) => u.account_id !== self.account_id)!;
    const [theirs] = await api.db.query<{ passkey_id: number }>(
      `INSERT INTO passkeys (credential_id, user_id, account_id, name, public_key)
       VALUES ('isolation', $1, $2, 'Theirs', 'key') RETURNING passkey_id`,
      [target.user_id, target.account_id],
    );
    const token = tokens[caller];
    const body = { passkey_id: theirs!.passkey_id, user_id: target.user_id };
    const list = await api.call('passkey', 'list', { token, query: { user_id: String(target.user_id) } });
    const rename = await api.call('passkey', 'rename', { token, body: { ...body, name: 'Mine' } });
    const remove = await api.call('passkey', 'remove', { token, body });
    const left = await api.db.query('SELECT name FROM passkeys');
    await api.db.query('DELETE FROM passkeys');
    expect(left).toEqual([{ name: 'Theirs' }]);
    if (caller.startsWith(EMBED))
      return expect([list.status, rename.status, remove.status]).toEqual([403, 403, 403]);
    expect(list.packet.payload).toEqual({ rows: [] });
    expect([rename.status, remove.status]).toEqual([404, 404]);
  });
});
