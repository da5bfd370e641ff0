import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '../../lib/protocol/access.ts';
import { BULK_MAX_ROWS } from '../../lib/resources/bulk.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';

type Row = Record<string, unknown>;
// An image or file record claims an upload first: media-resources.test.ts takes them through CRUD.
const CRUD = RESOURCES.filter(
  (resource) => resource.commands.update && resource.commands.delete && !resource.upload,
);

describe.each(databases())('resource modules on %s', (database) => {
  let api: TestApi;
  let token: string;
  let superToken: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('admin@demo.test');
    superToken = await api.login('super@demo.test');
  });
  afterAll(() => api.close());
  // The task board is a super admin's (docs/behaviour.md#areas); every other area here is an admin's.
  const tokenFor = (resource: Resource) => (resource.levels.create! > ACCESS.admin ? superToken : token);

  const payload = <T = Row>(result: {
    status: number;
    packet: { payload?: unknown; errors: unknown[] };
  }): T => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as T;
  };

  it('seeded every area in both demo accounts', async () => {
    for (const resource of RESOURCES) {
      const rows = await api.db.query<{ account_id: number }>(
        `SELECT DISTINCT account_id FROM ${resource.table}`,
      );
      expect(rows.length, resource.name).toBe(2);
    }
  });

  it('has a table column for every field of every definition', async () => {
    for (const resource of RESOURCES) {
      const columns = (
        await api.db.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
          [resource.table],
        )
      ).map((row) => row.column_name);
      for (const name of [
        resource.idKey,
        ...Object.keys(resource.fields),
        'account_id',
        'created_at',
        'updated_at',
        'created_by',
      ]) {
        expect(columns, `${resource.table}.${name}`).toContain(name);
      }
    }
  });

  it.each(CRUD.map((resource) => [resource.name, resource] as const))(
    '%s: create, read, update, list with search, delete',
    async (name, resource) => {
      const token = tokenFor(resource);
      const created = payload(await api.call(name, 'create', { token, body: freshSample(name, 'crud') }));
      const id = created[resource.idKey] as number;
      expect(created.account_id).toBe(1);
      expect(typeof created.created_by).toBe('number');
      const read = payload(await api.call(name, 'read', { token, query: { [resource.idKey]: String(id) } }));
      expect(read).toEqual(created);
      const searchField = resource.search[0]!;
      const updated = payload(
        await api.call(name, 'update', {
          token,
          body: { [resource.idKey]: id, [searchField]: `Zephyr ${name}`, updated_at: created.updated_at },
        }),
      );
      expect(updated[searchField]).toBe(`Zephyr ${name}`);
      const listed = payload<{ list: Row[]; count: number }>(
        await api.call(name, 'list', { token, body: { search: 'zephyr' } }),
      );
      expect(listed.list.map((row) => row[resource.idKey])).toEqual([id]);
      expect(
        payload(await api.call(name, 'delete', { token, query: { [resource.idKey]: String(id) } })),
      ).toEqual({
        success: true,
      });
      const gone = await api.call(name, 'read', { token, query: { [resource.idKey]: String(id) } });
      expect(gone.status).toBe(404);
    },
  );

  it('lists with filters and sort through the generic list query', async () => {
    const { list } = payload<{ list: Row[] }>(
      await api.call('contact', 'list', {
        token,
        body: {
          filters: [{ field: 'state', operator: 'IN', value: ['TX', 'OK'] }],
          sort: 'last_name',
          order: 'desc',
        },
      }),
    );
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((row) => ['TX', 'OK'].includes(row.state as string))).toBe(true);
    const names = list.map((row) => row.last_name as string);
    expect(names).toEqual([...names].sort().reverse());
    const bad = await api.call('contact', 'list', {
      token,
      body: { filters: [{ field: 'notes', operator: '=', value: 'x' }] },
    });
    expect(bad.status).toBe(400);
  });

  it('contact: a duplicate email answers 409; bulk_create upserts by email and names every refused row', async () => {
    const existing = DEMO_RESOURCES['demo.test']!.contact![0]!;
    const duplicate = await api.call('contact', 'create', {
      token,
      body: { first_name: 'Dupe', last_name: 'Licate', email: String(existing.email).toUpperCase() },
    });
    expect([duplicate.status, duplicate.packet.errors[0]?.detail]).toEqual([
      409,
      'A contact with this email already exists',
    ]);

    const rows = [
      { first_name: 'Bulk', last_name: 'One', email: 'bulk.one@example.com', tags: 'a; b' },
      { first_name: 'Bulk', last_name: 'Two', email: 'bulk.two@example.com', opted_in: 'true' },
      { first_name: '', last_name: 'Nameless', email: 'nameless@example.com' },
      { first_name: 'Bad', last_name: 'Email', email: 'not-an-email' },
      { first_name: 'Wade', last_name: 'Harlan', email: existing.email, city: 'Canyon' },
      { first_name: 'Sneaky', last_name: 'Tenant', account_id: 2 },
    ];
    const first = payload<{ results: Row[]; created: number; updated: number; refused: number }>(
      await api.call('contact', 'bulk_create', { token, body: { rows } }),
    );
    expect(first.results).toHaveLength(rows.length);
    expect(first.results.map((result) => [result.index, result.status])).toEqual([
      [0, 'created'],
      [1, 'created'],
      [2, 'refused'],
      [3, 'refused'],
      [4, 'updated'],
      [5, 'refused'],
    ]);
    expect(first.results[2]?.reason).toMatch(/first_name: Required/);
    expect(first.results[3]?.reason).toMatch(/email: Invalid email/);
    expect(first.results[5]?.reason).toMatch(/Leave out account_id/);
    expect([first.created, first.updated, first.refused]).toEqual([2, 1, 3]);
    // Only the columns a row carries change: the update above kept the contact's tags and phone.
    const [wade] = await api.db.query<Row>('SELECT city, tags, phone FROM contacts WHERE lower(email) = $1', [
      existing.email,
    ]);
    expect(wade).toEqual({ city: 'Canyon', tags: existing.tags, phone: '8065550142' });

    const again = payload<{ created: number; updated: number }>(
      await api.call('contact', 'bulk_create', { token, body: { rows: rows.slice(0, 2) } }),
    );
    expect([again.created, again.updated]).toEqual([0, 2]);
    const [count] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contacts WHERE email LIKE 'bulk.%'",
    );
    expect(count?.n).toBe(2);

    const tooMany = await api.call('contact', 'bulk_create', {
      token,
      body: {
        rows: Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => ({
          first_name: 'X',
          last_name: String(i),
        })),
      },
    });
    expect([tooMany.status, tooMany.packet.errors[0]?.detail]).toEqual([
      400,
      `rows: Use at most ${BULK_MAX_ROWS} items`,
    ]);
  });

  it('exports CSV streamed in pages, quoted, formulas neutralised, filters and search honoured', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({
      first_name: 'Export',
      last_name: `Row ${i}`,
      city: 'Streamville',
    }));
    for (let at = 0; at < many.length; at += 500) {
      payload(await api.call('contact', 'bulk_create', { token, body: { rows: many.slice(at, at + 500) } }));
    }
    payload(
      await api.call('contact', 'create', {
        token,
        body: {
          first_name: '=HYPERLINK("http://x","y")',
          last_name: '+1, "quoted"',
          city: 'Streamville',
          notes: '@SUM(A1)\nline 2',
        },
      }),
    );
    const response = await api.app.request(
      `/api?module=contact&command=export&filters=${encodeURIComponent(JSON.stringify([{ field: 'city', operator: '=', value: 'Streamville' }]))}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'contact_id,first_name,last_name,email,phone,phone_label,phone_textable,company,city,state,tags,opted_in,source,notes,created_at,updated_at',
    );
    expect(text.match(/Streamville/g)).toHaveLength(1201);
    expect(text).toContain(`,"'=HYPERLINK(""http://x"",""y"")","'+1, ""quoted""",`);
    expect(text).toContain(`"'@SUM(A1)\nline 2"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);

    const searched = await api.app.request('/api?module=contact&command=export&search=row%20119', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = (await searched.text()).trim().split('\r\n');
    expect(found, found.join('\n')).toHaveLength(1 + 12); // Row 119, 1119 and 1190..1199
    const bad = await api.call('contact', 'export', {
      token,
      query: { filters: '[{"field":"notes","operator":"=","value":1}]' },
    });
    expect([bad.status, bad.packet.errors[0]?.detail]).toEqual([400, "Cannot filter on field 'notes'"]);
  });

  it('article: the slug comes from the title and stays unique; the body is sanitised; published stamps the time', async () => {
    const body = {
      title: 'Bulls & Broncs: Night One!',
      body: '<h2 onclick="alert(1)">Hi</h2><script>alert(1)</script><p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><a href="https://e.com" target="_blank">ok</a></p><iframe src="https://evil"></iframe>',
      status: 'published',
    };
    const first = payload(await api.call('article', 'create', { token, body }));
    const second = payload(await api.call('article', 'create', { token, body }));
    expect([first.slug, second.slug]).toEqual(['bulls-broncs-night-one', 'bulls-broncs-night-one-2']);
    expect(first.body).toBe(
      '<h2>Hi</h2><p><a>x</a><a href="https://e.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(typeof first.published_at).toBe('string');
    const clash = await api.call('article', 'update', {
      token,
      body: { article_id: second.article_id, slug: 'Bulls Broncs Night One', updated_at: second.updated_at },
    });
    expect([clash.status, clash.packet.errors[0]?.detail]).toEqual([
      409,
      'A article with this slug already exists',
    ]);
    const renamed = payload(
      await api.call('article', 'update', {
        token,
        body: { article_id: second.article_id, title: 'Renamed', updated_at: second.updated_at },
      }),
    );
    expect(renamed.slug).toBe('bulls-broncs-night-one-2');
  });

  it('refuses a ref to another account’s record exactly like an unknown id, another account’s image included', async () => {
    const [foreign] = await api.db.query<{ author_id: number }>(
      'SELECT author_id FROM authors WHERE account_id = 2',
    );
    const [own] = await api.db.query<{ author_id: number }>(
      'SELECT author_id FROM authors WHERE account_id = 1',
    );
    const crossed = await api.call('article', 'create', {
      token,
      body: { title: 'Crossed', author: foreign!.author_id },
    });
    expect([crossed.status, crossed.packet.errors[0]?.detail]).toEqual([
      400,
      `author: no author ${foreign!.author_id} in this account`,
    ]);
    const unknown = await api.call('article', 'create', {
      token,
      body: { title: 'Unknown', author: 999999 },
    });
    expect([unknown.status, unknown.packet.errors[0]?.detail]).toEqual([
      400,
      'author: no author 999999 in this account',
    ]);
    const [otherImage] = await api.db.query<{ image_id: number }>(
      'SELECT image_id FROM images WHERE account_id = 2',
    );
    const image = await api.call('author', 'update', {
      token,
      body: {
        author_id: own!.author_id,
        avatar: otherImage!.image_id,
        updated_at: await api.versionOf('author', own!.author_id),
      },
    });
    expect([image.status, image.packet.errors[0]?.detail]).toEqual([
      400,
      `avatar: no image ${otherImage!.image_id} in this account`,
    ]);
    expect(
      payload(await api.call('article', 'create', { token, body: { title: 'Own', author: own!.author_id } }))
        .author,
    ).toBe(own!.author_id);
  });

  it('sponsor: an end before the start is refused, on create and on an update of one date', async () => {
    const bad = await api.call('sponsor', 'create', {
      token,
      body: { name: 'Backwards', starts_on: '2026-05-02', ends_on: '2026-05-01' },
    });
    expect([bad.status, bad.packet.errors[0]?.detail]).toEqual([
      400,
      'ends_on: Must be on or after the start date',
    ]);
    const ok = payload(
      await api.call('sponsor', 'create', {
        token,
        body: { name: 'Forwards', starts_on: '2026-05-01', ends_on: '2026-05-02' },
      }),
    );
    expect([ok.starts_on, ok.ends_on]).toEqual(['2026-05-01', '2026-05-02']);
    const moved = await api.call('sponsor', 'update', {
      token,
      body: { sponsor_id: ok.sponsor_id, starts_on: '2026-06-01', updated_at: ok.updated_at },
    });
    expect(moved.status).toBe(400);
  });

  it('helpbot_faq: reorder rewrites sort for the account’s FAQs only', async () => {
    const ids = (
      await api.db.query<{ helpbot_faq_id: number }>(
        'SELECT helpbot_faq_id FROM helpbot_faqs WHERE account_id = 1 ORDER BY sort',
      )
    ).map((row) => row.helpbot_faq_id);
    const reversed = [...ids].reverse();
    payload(await api.call('helpbot_faq', 'reorder', { token, body: { helpbot_faq_ids: reversed } }));
    const { list } = payload<{ list: Row[] }>(
      await api.call('helpbot_faq', 'list', { token, body: { sort: 'sort' } }),
    );
    expect(list.map((row) => row.helpbot_faq_id)).toEqual(reversed);
    const [foreign] = await api.db.query<{ helpbot_faq_id: number }>(
      'SELECT helpbot_faq_id FROM helpbot_faqs WHERE account_id = 2',
    );
    const crossed = await api.call('helpbot_faq', 'reorder', {
      token,
      body: { helpbot_faq_ids: [ids[0], foreign!.helpbot_faq_id] },
    });
    expect(crossed.status).toBe(404);
    const twice = await api.call('helpbot_faq', 'reorder', {
      token,
      body: { helpbot_faq_ids: [ids[0], ids[0]] },
    });
    expect(twice.status).toBe(400);
  });
});
