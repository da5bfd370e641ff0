import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_CHART_DAYS } from '../../lib/resources/capture.ts';
import { siteHost } from '../../server/modules/capture.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

describe('site hosts', () => {
  it('reads a host from a URL or a bare name, lowercased; anything else is no host', () => {
    expect(siteHost('https://www.Demo.test/tickets?x=1')).toBe('www.demo.test');
    expect(siteHost(' WWW.demo.test. ')).toBe('www.demo.test');
    expect(siteHost('demo.test:8080')).toBe('demo.test');
    expect(siteHost('not a site')).toBeUndefined();
  });
});

describe.each(databases())('Captured Data on %s', (database) => {
  let api: TestApi;
  let user: string;
  beforeAll(async () => {
    api = await startTestApi({
      database,
      config: { captureRatePerMinute: 5, consoleOrigins: ['https://embed.example'] },
    });
    user = await api.login('user@demo.test');
  });
  afterAll(() => api.close());

  // Each post from a client of its own: the per-IP limit is tested in tests/server/throttles.test.ts.
  let clients = 0;
  const submit = (body: unknown, token = api.config.siteToken, origin?: string) =>
    api.call('capture', 'submit', {
      token,
      body,
      ip: `198.51.100.${++clients}`,
      ...(origin ? { headers: { Origin: origin } } : {}),
    });
  const detail = (result: { packet: { errors: { detail?: string }[] } }) => result.packet.errors[0]?.detail;
  const fields = { email: 'jess.cooper@example.com', first_name: 'Jess', opt_in: true };

  it('files a submission under the account whose domain is the site or a parent of it', async () => {
    for (const [site, account] of [
      ['https://www.demo.test/signup', 1],
      ['DEMO.test', 1],
      ['tickets.demo.test', 1],
      ['other.test', 2],
    ] as const) {
      const result = await submit({ site, form: 'newsletter', fields: { ...fields, site } });
      expect([result.status, result.packet.payload], site).toEqual([200, { received: true }]);
      const [row] = await api.db.query<{ account_id: number; fields: Record<string, unknown> }>(
        `SELECT account_id, fields FROM captures WHERE fields->>'site' = $1`,
        [site],
      );
      expect(row).toEqual({ account_id: account, fields: { ...fields, site } });
    }
    for (const site of ['evil-demo.test', 'demo.test.evil.example', 'unknown.example', '%']) {
      const refused = await submit({ site, form: 'newsletter', fields });
      expect([refused.status, detail(refused)], site).toEqual([404, 'site: No account serves this site']);
    }
  });

  it('takes a page’s post only for its own account’s sites, or from the operator’s embedding sites', async () => {
    const post = (site: string, origin: string) =>
      submit({ site, form: 'origin-check', fields }, api.config.siteToken, origin);
    expect((await post('demo.test', 'https://tickets.demo.test')).status).toBe(200);
    expect((await post('www.demo.test', 'https://demo.test')).status).toBe(200);
    expect((await post('other.test', 'https://embed.example')).status).toBe(200);
    for (const origin of ['https://www.other.test', 'https://evil.example', 'null']) {
      const refused = await post('demo.test', origin);
      expect([refused.status, detail(refused)], origin).toEqual([
        403,
        'site: This page may not post for that site',
      ]);
    }
  });

  it('takes the site token only, and checks and caps the fields', async () => {
    expect((await submit({ site: 'demo.test', form: 'x', fields }, user)).status).toBe(401);
    expect((await submit({ site: 'demo.test', form: 'x', fields }, 'wrong')).status).toBe(401);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x']));
    for (const [body, message] of [
      [{ site: 'demo.test', form: 'x', fields: many }, /fields: At most 50 fields/],
      [{ site: 'demo.test', form: 'x', fields: { note: 'x'.repeat(5001) } }, /fields\.note: /],
      [
        {
          site: 'demo.test',
          form: 'x',
          fields: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`n${i}`, 'x'.repeat(4000)])),
        },
        /fields: At most 16384 bytes of fields/,
      ],
      [{ site: 'demo.test', form: 'x', fields: { nested: { a: 1 } } }, /fields\.nested: /],
      [{ site: 'demo.test', form: '<script>', fields }, /form: Letters, digits/],
      [{ site: 'demo.test', form: 'x', fields, account_id: 2 }, /Leave out account_id/],
      [{ site: 'demo.test', fields }, /form: Required/],
    ] as const) {
      const result = await submit(body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(detail(result)).toMatch(message);
    }
  });

  it('limits each account to its submissions per minute, whatever sub-domain they name', async () => {
    await api.db.query("DELETE FROM throttle_counters WHERE bucket = 'capture-account'");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await submit({ site: `rate${i}.demo.test`, form: 'flood', fields })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await submit({ site: 'calm.demo.test', form: 'flood', fields });
    expect(detail(refused)).toBe('This site has sent 5 submissions in the last minute; try again shortly');
    expect((await submit({ site: 'other.test', form: 'flood', fields })).status).toBe(200);
  });

  it('charts the caller’s account only, per form per day, and lists, exports and deletes its own', async () => {
    const daily = await api.call('capture', 'daily', { token: user });
    const days = (daily.packet.payload as { days: { form: string; day: string; count: number }[] }).days;
    const [mine] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM captures WHERE account_id = 1
          AND received_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(days => $1)`,
      [CAPTURE_CHART_DAYS - 1],
    );
    expect(days.reduce((sum, row) => sum + row.count, 0)).toBe(mine!.n);
    expect(days.map((row) => row.form)).not.toContain('contact');
    expect(new Set(days.map((row) => row.day)).size).toBeLessThanOrEqual(CAPTURE_CHART_DAYS);

    const listed = await api.call('capture', 'list', {
      token: user,
      body: { filters: [{ field: 'form', operator: '=', value: 'flood' }], limit: 100 },
    });
    const { list, count } = listed.packet.payload as {
      list: { capture_id: number; account_id: number }[];
      count: number;
    };
    // Five from the rate-limited account; the other account's is not listed.
    expect(count).toBe(5);
    expect(list.every((row) => row.account_id === 1)).toBe(true);
    const exported = await api.call('capture', 'export', {
      token: user,
      query: { filters: JSON.stringify([{ field: 'form', operator: '=', value: 'flood' }]) },
    });
    const lines = (await exported.response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('capture_id,site,form,fields,received_at,created_at,updated_at');
    // The fields as JSON text in one cell (jsonb orders the keys its own way).
    expect(lines[1]).toMatch(
      /^\d+,rate0\.demo\.test,flood,"\{.*""email"":""jess\.cooper@example\.com"".*\}",/,
    );
    expect(lines[1]).toContain('""opt_in"":true');
    const removed = await api.call('capture', 'delete', {
      token: user,
      query: { capture_id: String(list[0]!.capture_id) },
    });
    expect(removed.status).toBe(200);
  });
});
