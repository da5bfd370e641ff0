import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;

describe.each(databases())('rodeos, contestants and ticket orders on %s', (database) => {
  let api: TestApi;
  let circuit: string;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    circuit = await api.login('circuit@demo.test');
    admin = await api.login('admin@demo.test');
    other = await api.login('owner@other.test');
  });
  afterAll(() => api.close());

  const ok = <T = Row>(result: { status: number; packet: { payload?: unknown; errors: unknown[] } }): T => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as T;
  };
  const detail = (result: { packet: { errors: { detail?: string }[] } }) => result.packet.errors[0]?.detail;

  it('a rodeo ends on or after it starts: refused on create, on an update of either date, at the field', async () => {
    const early = await api.call('rodeo', 'create', {
      token: circuit,
      body: { name: 'Backwards Rodeo', starts_on: '2027-06-10', ends_on: '2027-06-09' },
    });
    expect([early.status, detail(early)]).toEqual([400, 'ends_on: Must be on or after the start date']);
    const oneDay = ok(
      await api.call('rodeo', 'create', {
        token: circuit,
        body: { name: 'One Day Rodeo', starts_on: '2027-06-10', ends_on: '2027-06-10' },
      }),
    );
    expect(oneDay).toMatchObject({ status: 'draft', starts_on: '2027-06-10', ends_on: '2027-06-10' });
    const id = oneDay.rodeo_id;
    for (const change of [{ ends_on: '2027-06-01' }, { starts_on: '2027-06-11' }]) {
      const refused = await api.call('rodeo', 'update', {
        token: circuit,
        body: { rodeo_id: id, ...change, updated_at: oneDay.updated_at },
      });
      expect([refused.status, detail(refused)], JSON.stringify(change)).toEqual([
        400,
        'ends_on: Must be on or after the start date',
      ]);
    }
    const moved = ok(
      await api.call('rodeo', 'update', {
        token: circuit,
        body: { rodeo_id: id, starts_on: '2027-06-01', ends_on: '2027-06-03', updated_at: oneDay.updated_at },
      }),
    );
    expect(moved).toMatchObject({ starts_on: '2027-06-01', ends_on: '2027-06-03' });
  });

  it('contestants belong to a rodeo of the same account and list rodeo by rodeo', async () => {
    const [mine] = await api.db.query<{ rodeo_id: number }>(
      "SELECT rodeo_id FROM rodeos WHERE account_id = 1 AND name = 'Black Hills Roundup'",
    );
    const [foreign] = await api.db.query<{ rodeo_id: number }>(
      'SELECT rodeo_id FROM rodeos WHERE account_id = 2 LIMIT 1',
    );
    const refused = await api.call('contestant', 'create', {
      token: circuit,
      body: { rodeo: foreign!.rodeo_id, name: 'Sneaky Entry' },
    });
    expect([refused.status, detail(refused)]).toEqual([
      400,
      `rodeo: no rodeo ${foreign!.rodeo_id} in this account`,
    ]);
    const missing = await api.call('contestant', 'create', { token: circuit, body: { name: 'No Rodeo' } });
    expect([missing.status, detail(missing)]).toEqual([400, 'rodeo: Required']);
    const entered = ok(
      await api.call('contestant', 'create', {
        token: circuit,
        body: {
          rodeo: mine!.rodeo_id,
          name: 'Kaycee Feild',
          event: 'bareback',
          hometown: 'Spanish Fork, UT',
        },
      }),
    );
    const { list, count } = ok<{ list: Row[]; count: number }>(
      await api.call('contestant', 'list', {
        token: circuit,
        body: { filters: [{ field: 'rodeo', operator: '=', value: mine!.rodeo_id }], limit: 100 },
      }),
    );
    expect(count).toBe(7);
    expect(list.every((row) => row.rodeo === mine!.rodeo_id)).toBe(true);
    expect(list.map((row) => row.contestant_id)).toContain(entered.contestant_id);
    // Deleting the rodeo takes its contestants with it.
    ok(await api.call('rodeo', 'delete', { token: circuit, query: { rodeo_id: String(mine!.rodeo_id) } }));
    const [left] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contestants WHERE rodeo = $1',
      [mine!.rodeo_id],
    );
    expect(left!.n).toBe(0);
  });

  it('ticket orders are read-only for admins: no create, update or delete; circuit admins are refused', async () => {
    for (const command of ['create', 'update', 'delete', 'bulk_create']) {
      expect(
        (await api.call('ticket_order', command, { token: admin, method: 'POST', body: {} })).status,
      ).toBe(404);
    }
    expect((await api.call('ticket_order', 'list', { token: circuit, body: {} })).status).toBe(403);
    expect((await api.call('ticket_order', 'totals', { token: circuit, body: {} })).status).toBe(403);
  });

  it('totals are the sums of exactly the filtered, searched set, per currency, in the caller’s account', async () => {
    const cases = [
      {},
      { filters: [{ field: 'status', operator: '=', value: 'paid' }] },
      {
        filters: [
          { field: 'quantity', operator: '>=', value: 3 },
          { field: 'status', operator: '!=', value: 'cancelled' },
        ],
      },
      { search: 'DRN-100' },
      { filters: [{ field: 'ordered_at', operator: '>=', value: '2026-09-01T00:00:00Z' }] },
      { filters: [{ field: 'status', operator: 'IN', value: ['refunded'] }], search: 'nobody-matches-this' },
    ];
    for (const query of cases) {
      const totals = ok<{
        count: number;
        quantity: number;
        amounts: { currency: string; amount: number; refunded: number }[];
      }>(await api.call('ticket_order', 'totals', { token: admin, body: query }));
      const { list, count } = ok<{ list: Row[]; count: number }>(
        await api.call('ticket_order', 'list', { token: admin, body: { ...query, limit: 1000 } }),
      );
      const byCurrency = new Map<string, { amount: number; refunded: number }>();
      for (const row of list) {
        const sums = byCurrency.get(String(row.currency)) ?? { amount: 0, refunded: 0 };
        byCurrency.set(String(row.currency), {
          amount: sums.amount + Number(row.amount),
          refunded: sums.refunded + Number(row.refunded_amount),
        });
      }
      expect(totals, JSON.stringify(query)).toEqual({
        count,
        quantity: list.reduce((sum, row) => sum + Number(row.quantity), 0),
        amounts: [...byCurrency].map(([currency, sums]) => ({ currency, ...sums })),
      });
    }
    const none = ok(
      await api.call('ticket_order', 'totals', { token: admin, body: { search: 'no such order' } }),
    );
    expect(none).toEqual({ count: 0, quantity: 0, amounts: [] });
    // Another account's totals count none of demo.test's orders.
    const [mine] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ticket_orders WHERE account_id = 2',
    );
    const otherTotals = ok<{ count: number }>(
      await api.call('ticket_order', 'totals', { token: await api.login('super@demo.test'), body: {} }),
    );
    expect(otherTotals.count).toBeGreaterThan(mine!.n);
    expect((await api.call('ticket_order', 'totals', { token: other, body: {} })).status).toBe(403);
  });

  it('totals refuse what the list refuses: unknown fields, operators that do not fit, bad values', async () => {
    for (const [filters, message] of [
      [[{ field: 'buyer_password', operator: '=', value: 'x' }], /Cannot filter on field 'buyer_password'/],
      [[{ field: 'status', operator: '>', value: 'paid' }], /Operator '>' does not fit enum field 'status'/],
      [[{ field: 'quantity', operator: '=', value: 'many' }], /Invalid value for number field 'quantity'/],
      [[{ field: 'status', operator: 'IN', value: [] }], /needs a non-empty list/],
    ] as const) {
      const result = await api.call('ticket_order', 'totals', { token: admin, body: { filters } });
      expect(result.status).toBe(400);
      expect(detail(result)).toMatch(message);
    }
  });

  it('exports the filtered orders as CSV with amounts in cents and the currency', async () => {
    const exported = await api.call('ticket_order', 'export', {
      token: admin,
      query: { filters: JSON.stringify([{ field: 'status', operator: '=', value: 'refunded' }]) },
    });
    expect(exported.status).toBe(200);
    const lines = (await exported.response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ticket_order_id,order_number,rodeo,buyer_name,buyer_email,quantity,amount,currency,status,refunded_amount,refunded_at,stripe_payment_id,stripe_session_id,ordered_at,created_at,updated_at',
    );
    const [refunded] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket_orders WHERE account_id = 1 AND status = 'refunded'",
    );
    expect(lines.length - 1).toBe(refunded!.n);
    expect(lines.slice(1).every((line) => line.includes(',refunded,'))).toBe(true);
  });
});
