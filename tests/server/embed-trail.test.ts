import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';

// An embed session's History and Revisions (docs/embedding.md, docs/security.md "Embed sessions"): the
// records of its panels' areas only, at its user's level, in its user's account.
const AREAS = ['contact', 'article'];
const OUTSIDE = (area: string) =>
  `This embed session shows the history of its own panels’ areas only, not of ${area}`;

const refusal = (result: CallResult) => [result.status, result.packet.errors[0]?.detail];
const payload = <T>(result: CallResult): T => {
  expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
  return result.packet.payload as T;
};

describe.each(databases())('an embed session’s History and Revisions on %s', (database) => {
  let api: TestApi;
  let embed: string;
  let console_: string;
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    embed = await embedToken(api, key, 'user@demo.test', [{ tag: 'resource-panel', resources: AREAS }]);
    console_ = await api.login('user@demo.test');
  });
  afterAll(() => api.close());

  const history = (token: string, area: string, record_id: number) =>
    api.call('activity', 'history', { token, body: { area, record_id } });
  const revisions = (token: string, area: string, record_id: number) =>
    api.call('revision', 'list', { token, body: { area, record_id } });

  /** The embed session restores the record's first revision, found in the table whoever's it is. */
  async function restoreFirst(area: string, record_id: number) {
    const [first] = await api.db.query<{ revision_id: number }>(
      'SELECT min(revision_id) AS revision_id FROM revisions WHERE area = $1 AND record_id = $2',
      [area, record_id],
    );
    return api.call('revision', 'restore', { token: embed, body: { revision_id: first!.revision_id } });
  }

  /** A record of `area` made and then changed by `token`: two saves, so two revisions where kept. */
  async function savedTwice(token: string, area: string, body: Record<string, unknown>, change: object) {
    const created = payload<Record<string, unknown>>(await api.call(area, 'create', { token, body }));
    const idKey = `${area}_id`;
    payload(
      await api.call(area, 'update', {
        token,
        body: { [idKey]: created[idKey], updated_at: created.updated_at, ...change },
      }),
    );
    return created[idKey] as number;
  }

  it('reads the history of a record of its areas, its own change marked as made in an embedded panel', async () => {
    const id = await savedTwice(
      embed,
      'contact',
      { first_name: 'Embed', last_name: 'Trail' },
      { city: 'Reno' },
    );
    const { list } = payload<{
      list: { action: string; embed_session_id: number | null; changes: object }[];
    }>(await history(embed, 'contact', id));
    expect(list.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(list.every((entry) => entry.embed_session_id !== null)).toBe(true);
    expect(list[0]!.changes).toEqual({ city: [null, 'Reno'] });
  });

  it('lists a revisioned record’s revisions and restores one, itself a new revision', async () => {
    const id = await savedTwice(
      embed,
      'article',
      { title: 'Embedded', body: '<p>One</p>' },
      { body: '<p>Two</p>' },
    );
    const before = payload<{ list: { revision_id: number; data: { body: string } }[] }>(
      await revisions(embed, 'article', id),
    ).list;
    expect(before.map((revision) => revision.data.body)).toEqual(['<p>Two</p>', '<p>One</p>']);
    const restored = await api.call('revision', 'restore', {
      token: embed,
      body: { revision_id: before[1]!.revision_id },
    });
    expect(payload<{ body: string }>(restored).body).toBe('<p>One</p>');
    const after = payload<{ list: { data: { body: string } }[] }>(await revisions(embed, 'article', id)).list;
    expect(after.map((revision) => revision.data.body)).toEqual(['<p>One</p>', '<p>Two</p>', '<p>One</p>']);
  });

  it('is refused the history and revisions of a record of another area, the ones its forms pick included', async () => {
    const faq = await savedTwice(
      console_,
      'helpbot_faq',
      { question: 'Is this area in the embed scope?', answer: 'No.' },
      { answer: 'Still no.' },
    );
    expect(refusal(await history(embed, 'helpbot_faq', faq))).toEqual([403, OUTSIDE('helpbot_faq')]);
    expect(refusal(await revisions(embed, 'helpbot_faq', faq))).toEqual([403, OUTSIDE('helpbot_faq')]);
    // Restoring goes through the area's update, which the scope does not hold: nothing changes.
    expect(refusal(await restoreFirst('helpbot_faq', faq))).toEqual([403, OUTSIDE('helpbot_faq')]);
    const [answer] = await api.db.query('SELECT answer FROM helpbot_faqs WHERE helpbot_faq_id = $1', [faq]);
    expect(answer).toEqual({ answer: 'Still no.' });
    // The article form picks an author: the scope lists authors, it does not open their records.
    const [author] = await api.db.query<{ author_id: number }>(
      `INSERT INTO authors (account_id, name) VALUES (1, 'Picked Only') RETURNING author_id`,
    );
    expect(refusal(await history(embed, 'author', author!.author_id))).toEqual([403, OUTSIDE('author')]);
    // The users and accounts have modules of their own, never a resource panel's.
    const { 'user@demo.test': self } = await api.userIds();
    expect(refusal(await history(embed, 'user', self!))).toEqual([403, OUTSIDE('user')]);
  });

  it('is refused the account’s activity list, with or without a record filter, and a history without a record', async () => {
    const refused = [403, 'This embed session may not call activity/list'];
    expect(refusal(await api.call('activity', 'list', { token: embed, body: {} }))).toEqual(refused);
    const filtered = await api.call('activity', 'list', {
      token: embed,
      body: {
        filters: [
          { field: 'area', operator: 'eq', value: 'contact' },
          { field: 'record_id', operator: 'eq', value: 1 },
        ],
      },
    });
    expect(refusal(filtered)).toEqual(refused);
    const bare = await api.call('activity', 'history', { token: embed, body: { area: 'contact' } });
    expect(bare.status).toBe(400);
    expect(bare.packet.errors[0]?.detail).toContain('record_id');
  });

  it('finds no record of another account, neither its history nor its revisions', async () => {
    const owner = await api.login('owner@other.test');
    const contact = await savedTwice(
      owner,
      'contact',
      { first_name: 'Other', last_name: 'Account' },
      { city: 'Elko' },
    );
    const article = await savedTwice(
      owner,
      'article',
      { title: 'Theirs', body: '<p>A</p>' },
      { body: '<p>B</p>' },
    );
    expect(refusal(await history(embed, 'contact', contact))).toEqual([404, 'No such contact']);
    expect(refusal(await revisions(embed, 'article', article))).toEqual([404, 'No such article']);
    expect(refusal(await restoreFirst('article', article))).toEqual([404, 'No such revision']);
  });

  it('gets no trail at all in a session of other panels', async () => {
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    const profile = await embedToken(api, key, 'user@demo.test', [{ tag: 'profile-panel' }]);
    expect(refusal(await history(profile, 'contact', 1))).toEqual([
      403,
      'This embed session may not call activity/history',
    ]);
    expect(refusal(await revisions(profile, 'article', 1))).toEqual([
      403,
      'This embed session may not call revision/list',
    ]);
  });

  it('keeps its user’s level: revisions need level 3, as in the console', async () => {
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    await api.db.query("UPDATE users SET access = 1 WHERE email = 'circuit@demo.test'");
    const low = await embedToken(api, key, 'circuit@demo.test', [
      { tag: 'resource-panel', resources: ['article'] },
    ]);
    expect(refusal(await revisions(low, 'article', 1))).toEqual([403, 'revision/list needs access level 3']);
  });

  // The bad-input fuzz of the trail commands as an embed session (tests/server/fuzz.test.ts drives every
  // command as a full session): never a 5xx, and nothing outside the scope's areas is ever served.
  it('answers any area and record with a 4xx or, for its own areas only, the record’s trail', async () => {
    const areas = fc.oneof(
      fc.constantFrom(...DEFINITIONS.map((definition) => definition.name)),
      fc.string({ maxLength: 70 }),
    );
    const ids = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer(), fc.string({ maxLength: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('history', 'list'), areas, ids, async (command, area, record_id) => {
        const module = command === 'history' ? 'activity' : 'revision';
        const result = await api.call(module, command, { token: embed, body: { area, record_id } });
        expect(result.status).toBeLessThan(500);
        if (result.status === 200) expect(AREAS).toContain(area);
      }),
      { numRuns: 60, seed: 2121 },
    );
  });
});
