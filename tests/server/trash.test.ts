import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { purgeExpired } from '../../server/trash/purge.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';

type Row = Record<string, unknown>;
const DAY = 86_400_000;
// Image and file records claim an upload: the seeded ones are trashed below instead of fresh samples.
const TRASHABLE = RESOURCES.filter((resource) => resource.commands.restore && !resource.upload);
const byName = (name: string): Resource => RESOURCES.find((resource) => resource.name === name)!;

describe.each(databases())('trash on %s', (database) => {
  let api: TestApi;
  let admin: string;
  let superAdmin: string;
  let other: string;
  let user: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
    superAdmin = await api.login('super@demo.test');
    other = await api.login('owner@other.test');
    user = await api.login('user@demo.test');
  });
  afterAll(() => api.close());

  const tokenFor = (resource: Resource) => (resource.levels.delete! > 7 ? superAdmin : admin);
  const ok = <T = Row>(result: { status: number; packet: { payload?: unknown; errors: unknown[] } }): T => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as T;
  };
  const detail = (result: { packet: { errors: { detail?: string }[] } }) => result.packet.errors[0]?.detail;
  const create = async (resource: Resource, suffix: string) =>
    ok(
      await api.call(resource.name, 'create', {
        token: tokenFor(resource),
        body: freshSample(resource.name, suffix),
      }),
    );
  const idsIn = async (resource: Resource, token = tokenFor(resource)) =>
    ok<{ list: Row[] }>(await api.call(resource.name, 'list', { token, body: { limit: 1000 } })).list.map(
      (row) => row[resource.idKey],
    );
  const trashIds = async (resource: Resource, token = tokenFor(resource)) =>
    ok<{ items: { record_id: number }[] }>(
      await api.call(resource.name, 'trash', { token, body: {} }),
    ).items.map((item) => item.record_id);

  it('every deleting area: delete moves to the trash, out of list, read and export; restore puts it back as it was', async () => {
    for (const resource of TRASHABLE) {
      const token = tokenFor(resource);
      // Captures arrive through the public capture command: a seeded one goes to the trash instead.
      const made = resource.commands.create
        ? await create(resource, `trash-${resource.name}`)
        : ok<{ list: Row[] }>(await api.call(resource.name, 'list', { token, body: { limit: 1 } })).list[0]!;
      const id = made[resource.idKey] as number;
      const byId = { [resource.idKey]: id };
      ok(await api.call(resource.name, 'delete', { token, query: { [resource.idKey]: String(id) } }));
      expect(await idsIn(resource), resource.name).not.toContain(id);
      expect(
        (await api.call(resource.name, 'read', { token, query: { [resource.idKey]: String(id) } })).status,
      ).toBe(404);
      if (resource.commands.export) {
        const csv = await (await api.call(resource.name, 'export', { token })).response.text();
        expect(
          csv.split('\n').map((line) => Number(line.split(',')[0])),
          resource.name,
        ).not.toContain(id);
      }
      expect(await trashIds(resource), resource.name).toContain(id);
      const restored = ok(await api.call(resource.name, 'restore', { token, body: byId }));
      expect(restored, resource.name).toEqual(made);
      expect(await idsIn(resource)).toContain(id);
      expect(await trashIds(resource)).not.toContain(id);
      // Delete forever: the trash forgets it, and a restore then finds nothing.
      ok(await api.call(resource.name, 'delete', { token, query: { [resource.idKey]: String(id) } }));
      ok(await api.call(resource.name, 'purge', { token, query: { [resource.idKey]: String(id) } }));
      expect(await trashIds(resource)).not.toContain(id);
      expect((await api.call(resource.name, 'restore', { token, body: byId })).status).toBe(404);
    }
  });

  it('a rodeo takes its contestants to the trash and brings them back', async () => {
    const rodeo = byName('rodeo');
    const contestant = byName('contestant');
    const made = await create(rodeo, 'with-contestants');
    const rodeoId = made.rodeo_id as number;
    const entered = ok(
      await api.call('contestant', 'create', {
        token: admin,
        body: { ...freshSample('contestant', 'entered'), rodeo: rodeoId },
      }),
    );
    ok(await api.call('rodeo', 'delete', { token: admin, query: { rodeo_id: String(rodeoId) } }));
    expect(await idsIn(contestant)).not.toContain(entered.contestant_id);
    ok(await api.call('rodeo', 'restore', { token: admin, body: { rodeo_id: rodeoId } }));
    const back = ok(
      await api.call('contestant', 'read', {
        token: admin,
        query: { contestant_id: String(entered.contestant_id) },
      }),
    );
    expect(back).toEqual(entered);
  });

  it('refs ignore a trashed record, and a record pointing to it gets it back on restore', async () => {
    const author = await create(byName('author'), 'ref-target');
    const article = ok(
      await api.call('article', 'create', {
        token: admin,
        body: { ...freshSample('article', 'ref-source'), author: author.author_id },
      }),
    );
    ok(await api.call('author', 'delete', { token: admin, query: { author_id: String(author.author_id) } }));
    const unlinked = ok(
      await api.call('article', 'read', { token: admin, query: { article_id: String(article.article_id) } }),
    );
    expect(unlinked.author).toBeNull();
    const refused = await api.call('article', 'create', {
      token: admin,
      body: { ...freshSample('article', 'ref-refused'), author: author.author_id },
    });
    expect(refused.status).toBe(400);
    expect(detail(refused)).toMatch(/^author: /);
    ok(await api.call('author', 'restore', { token: admin, body: { author_id: author.author_id } }));
    const relinked = ok(
      await api.call('article', 'read', { token: admin, query: { article_id: String(article.article_id) } }),
    );
    expect(relinked.author).toBe(author.author_id);
  });

  it('restoring checks uniqueness again and names the field', async () => {
    const contact = await create(byName('contact'), 'unique');
    ok(
      await api.call('contact', 'delete', {
        token: admin,
        query: { contact_id: String(contact.contact_id) },
      }),
    );
    const { contact_id: _id, ...again } = contact;
    const taker = ok(
      await api.call('contact', 'create', {
        token: admin,
        body: Object.fromEntries(
          Object.entries(freshSample('contact', 'unique')).map(([key, value]) => [key, again[key] ?? value]),
        ),
      }),
    );
    const refused = await api.call('contact', 'restore', {
      token: admin,
      body: { contact_id: contact.contact_id },
    });
    expect(refused.status).toBe(409);
    expect(detail(refused)).toMatch(/^email: another contact has this email now/);
    ok(
      await api.call('contact', 'delete', { token: admin, query: { contact_id: String(taker.contact_id) } }),
    );
    ok(await api.call('contact', 'restore', { token: admin, body: { contact_id: contact.contact_id } }));
  });

  it('a restore whose ref was deleted meanwhile is refused, naming the field', async () => {
    const rodeo = await create(byName('rodeo'), 'gone-parent');
    const entered = ok(
      await api.call('contestant', 'create', {
        token: admin,
        body: { ...freshSample('contestant', 'orphan'), rodeo: rodeo.rodeo_id },
      }),
    );
    const contestantId = String(entered.contestant_id);
    ok(await api.call('contestant', 'delete', { token: admin, query: { contestant_id: contestantId } }));
    ok(await api.call('rodeo', 'delete', { token: admin, query: { rodeo_id: String(rodeo.rodeo_id) } }));
    const refused = await api.call('contestant', 'restore', {
      token: admin,
      body: { contestant_id: entered.contestant_id },
    });
    expect(refused.status).toBe(409);
    expect(detail(refused)).toMatch(/^rodeo: .*restore that one from its trash first/);
  });

  it('an image keeps its original and renditions in the trash; the sweep purges them after TRASH_DAYS', async () => {
    const image = byName('image');
    const listed = ok<{ list: Row[] }>(await api.call('image', 'list', { token: admin, body: { limit: 1 } }));
    const first = listed.list[0];
    const key = first!.media_key as string;
    const originals = async () =>
      (await api.db.query('SELECT 1 FROM media_objects WHERE media_key = $1', [key])).length;
    const article = ok(
      await api.call('article', 'create', {
        token: admin,
        body: { ...freshSample('article', 'hero'), hero_image: first!.image_id },
      }),
    );
    ok(await api.call('image', 'delete', { token: admin, query: { image_id: String(first!.image_id) } }));
    expect(await idsIn(image)).not.toContain(first!.image_id);
    expect(await originals()).toBe(1);
    // Nobody claims a trashed image's upload meanwhile.
    const claim = await api.call('image', 'create', {
      token: admin,
      body: { title: 'Claim', alt: 'Claim', media_key: key },
    });
    expect(claim.status).toBe(409);
    ok(await api.call('image', 'restore', { token: admin, body: { image_id: first!.image_id } }));
    const hero = ok(
      await api.call('article', 'read', { token: admin, query: { article_id: String(article.article_id) } }),
    );
    expect(hero.hero_image).toBe(first!.image_id);

    ok(await api.call('image', 'delete', { token: admin, query: { image_id: String(first!.image_id) } }));
    const deletedAt = Date.now();
    expect(
      await purgeExpired(api.db, api.config, new Date(deletedAt + (api.config.trashDays - 1) * DAY)),
    ).toBe(0);
    expect(await originals()).toBe(1);
    expect(
      await purgeExpired(api.db, api.config, new Date(deletedAt + (api.config.trashDays + 1) * DAY)),
    ).toBeGreaterThan(0);
    expect(await originals()).toBe(0);
    expect(await trashIds(image)).not.toContain(first!.image_id);
  });

  it("another account neither sees nor restores nor purges the trash; a level below the area's is refused", async () => {
    const contact = await create(byName('contact'), 'tenancy');
    const id = contact.contact_id as number;
    ok(await api.call('contact', 'delete', { token: admin, query: { contact_id: String(id) } }));
    expect(await trashIds(byName('contact'), other)).not.toContain(id);
    expect((await api.call('contact', 'restore', { token: other, body: { contact_id: id } })).status).toBe(
      404,
    );
    expect(
      (await api.call('contact', 'purge', { token: other, query: { contact_id: String(id) } })).status,
    ).toBe(404);
    const contestant = byName('contestant');
    expect(contestant.levels.restore).toBeGreaterThan(3);
    for (const command of ['trash', 'restore', 'purge'] as const) {
      const refused = await api.call('contestant', command, {
        token: user,
        body: command === 'purge' ? undefined : command === 'trash' ? {} : { contestant_id: 1 },
        query: command === 'purge' ? { contestant_id: '1' } : {},
      });
      expect(refused.status, command).toBe(403);
    }
    ok(await api.call('contact', 'restore', { token: admin, body: { contact_id: id } }));
  });
});
