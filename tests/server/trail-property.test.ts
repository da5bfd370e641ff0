import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandName, type Command } from '../../lib/protocol/command.ts';
import { REVISED_AREAS } from '../../lib/protocol/revision.ts';
import type { BulkResponse } from '../../lib/resources/bulk.ts';
import { capture } from '../../lib/resources/capture.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { logsWrite } from '../../server/activity/command.ts';
import { handlerSets } from '../../server/http/modules.ts';
import { databases, type CallOptions, type TestApi } from './harness.ts';
import { blob, photo, startMediaApi, upload } from './media-fixture.ts';
import { freshSample } from './resource-samples.ts';
import { versionOf } from './versions.ts';
import { paidOrder } from './ticket-flow.ts';
import { PENDING } from './trail-pending.ts';

/** Every write command of every module, from the command tables the server dispatches. */
const WRITES = handlerSets.flatMap((set) => Object.values(set.commands)).filter(logsWrite);

type Payload = Record<string, unknown>;
/** A record an entry must name: its area and id; id null for a write of no record (see PENDING). */
type Named = [area: string, id: number | null];

/** A successful call of one command, made ready by the calls before it, and the records it writes. */
interface Call {
  options: CallOptions;
  names: (payload: Payload) => Named[] | Promise<Named[]>;
}
type Recipe = (t: Tools) => Promise<Call>;

interface Tools {
  api: TestApi;
  token: string;
  unique: () => string;
  ok: (module: string, command: string, options: CallOptions) => Promise<Payload>;
}

// An upload area's records claim stored bytes, which only a multipart upload makes (media-resources.test.ts).
const CREATED = RESOURCES.filter((resource) => resource.commands.create);

/** A new record's fields; an upload area's claim the bytes of a fresh upload (media-resources.test.ts). */
async function newRecord({ name, upload: uploads }: Resource, t: Tools): Promise<Payload> {
  const sample = freshSample(name, t.unique());
  if (!uploads) return sample;
  const stored = await upload(
    t.api,
    name as 'image' | 'file',
    t.token,
    blob(await photo(40, 30)),
    'trail.jpg',
  );
  expect(stored.status, JSON.stringify(stored.packet.errors)).toBe(200);
  return { ...sample, media_key: (stored.packet.payload as { key: string }).key };
}
/** An update's fields: an upload area's record keeps the bytes it claimed. */
function edited({ name, upload: uploads }: Resource, t: Tools): Payload {
  const sample = freshSample(name, t.unique());
  if (uploads) delete sample.media_key;
  return sample;
}

/** A new record of an area, by its create; a capture, which no console command creates, as a site posts it. */
type Maker = (t: Tools) => Promise<number>;
const created =
  (resource: Resource): Maker =>
  async (t) =>
    (await t.ok(resource.name, 'create', { body: await newRecord(resource, t) }))[resource.idKey] as number;
const lastCapture = async (t: Tools) =>
  (await t.api.db.query<{ id: number }>('SELECT max(capture_id)::int AS id FROM captures'))[0]!.id;
const submission = (t: Tools) => ({
  token: t.api.config.siteToken,
  body: { site: 'demo.test', form: 'trail', fields: { email: `${t.unique()}@site.test` } },
});
const submitted: Maker = async (t) => {
  await t.ok('capture', 'submit', submission(t));
  return lastCapture(t);
};
const MAKERS: [Resource, Maker][] = [
  ...CREATED.map((resource): [Resource, Maker] => [resource, created(resource)]),
  [capture, submitted],
];

/** The generic commands of a resource area: each writes the records it names, one entry each. */
function genericRecipes(): Record<string, Recipe> {
  const recipes: Record<string, Recipe> = {};
  for (const [resource, make] of MAKERS) {
    const { name, idKey } = resource;
    const trashed = async (t: Tools) => {
      const id = await make(t);
      await t.ok(name, 'delete', { query: { [idKey]: String(id) } });
      return id;
    };
    const one = (id: number) => (): Named[] => [[name, id]];
    const has = (command: string) => !!resource.commands[command];
    recipes[`${name}/create`] = async (t) => ({
      options: { body: await newRecord(resource, t) },
      names: (payload) => [[name, payload[idKey] as number]],
    });
    recipes[`${name}/update`] = async (t) => {
      const id = await make(t);
      const body = { ...edited(resource, t), [idKey]: id };
      return { options: { body: { ...body, updated_at: await t.api.versionOf(name, id) } }, names: one(id) };
    };
    recipes[`${name}/delete`] = async (t) => {
      const id = await make(t);
      return { options: { query: { [idKey]: String(id) } }, names: one(id) };
    };
    if (has('restore')) {
      recipes[`${name}/restore`] = async (t) => {
        const id = await trashed(t);
        return { options: { body: { [idKey]: id } }, names: one(id) };
      };
      recipes[`${name}/purge`] = async (t) => {
        const id = await trashed(t);
        return { options: { query: { [idKey]: String(id) } }, names: one(id) };
      };
    }
    recipes[`${name}/bulk_action`] = async (t) => {
      const ids = [await make(t), await make(t)];
      return { options: { body: { action: 'delete', ids } }, names: () => ids.map((id) => [name, id]) };
    };
    recipes[`${name}/bulk_create`] = async (t) => ({
      options: { body: { rows: [freshSample(name, t.unique()), freshSample(name, t.unique())] } },
      names: (payload) =>
        (payload as unknown as BulkResponse).results.map((result) => [name, (result as { id: number }).id]),
    });
  }
  return recipes;
}

/** A personal connection of the caller's: each recipe's own, so the one before it is cleared away first. */
const connected = async (t: Tools) => {
  await t.api.db.query(`DELETE FROM druidia_connections WHERE service = 'contractor'`);
  const userId = (await t.api.userIds())['super@demo.test'];
  const body = { service: 'contractor', user_id: userId, user_hash: 'abc', token: 'a-service-token' };
  return (await t.ok('druidia', 'create', { body })).druidia_id as number;
};
const newUser = (t: Tools) => ({
  email: `${t.unique()}@trail.test`,
  first_name: 'T',
  last_name: 'Rail',
  passhash: 'a'.repeat(64),
  access: 1,
});
const userOf = async (t: Tools) => (await t.ok('user', 'create', { body: newUser(t) })).id as number;
const newAccount = (t: Tools) => ({ account_name: t.unique(), domain: `${t.unique()}.trail.test` });
const accountOf = async (t: Tools) =>
  (await t.ok('account', 'create', { body: newAccount(t) })).account_id as number;
/** A new tenant's owner, as registration and create_with_owner take one. */
const newOwner = (t: Tools) => ({
  email: `${t.unique()}@owner.test`,
  first_name: 'O',
  last_name: 'Wner',
  passhash: 'b'.repeat(64),
  account_name: t.unique(),
});
/** An account and its owner, both written: the payload is the owner. */
const accountAndOwner = (payload: Payload): Named[] => [
  ['account', payload.account_id as number],
  ['user', payload.user_id as number],
];
const keyOf = async (t: Tools) =>
  (await t.ok('api_key', 'create', { body: { name: t.unique() } })).api_key_id as number;

/** Commands of their own, with what each writes. */
const OWN: Record<string, Recipe> = {
  // Its answer names no record: the newest capture is the one it wrote.
  'capture/submit': async (t) => ({
    options: submission(t),
    names: async () => [['capture', await lastCapture(t)]],
  }),
  'user/create': async (t) => ({
    options: { body: newUser(t) },
    names: (payload) => [['user', payload.id as number]],
  }),
  'user/bulk_action': async (t) => {
    const ids = [await userOf(t), await userOf(t)];
    return {
      options: { body: { action: 'set', field: 'access', value: 2, ids } },
      names: () => ids.map((id) => ['user', id]),
    };
  },
  'user/update': async (t) => {
    const id = (await t.api.userIds())['user@demo.test']!;
    return {
      options: {
        body: { user_id: id, first_name: t.unique(), updated_at: await versionOf(t.api, 'users', id) },
      },
      names: () => [['user', id]],
    };
  },
  'druidia/create': async () => ({
    options: { body: { service: 'image', user_hash: 'abc', token: 'a-service-token' } },
    names: (payload) => [['druidia', payload.druidia_id as number]],
  }),
  'druidia/connect': async () => ({
    options: { body: { service: 'product' } },
    names: (payload) => [['druidia', payload.druidia_id as number]],
  }),
  'stripe/create': async (t) => ({
    options: { body: { stripe_account_id: `acct_${t.unique()}` } },
    names: (payload) => [['stripe', payload.stripe_connection_id as number]],
  }),
  'stripe/update': async (t) => {
    const id = (await t.ok('stripe', 'create', { body: { stripe_account_id: `acct_${t.unique()}` } }))
      .stripe_connection_id as number;
    return {
      options: {
        body: {
          stripe_connection_id: id,
          is_active: false,
          updated_at: await versionOf(t.api, 'stripe_connections', id),
        },
      },
      names: () => [['stripe', id]],
    };
  },
  'stripe/delete': async (t) => {
    const id = (await t.ok('stripe', 'create', { body: { stripe_account_id: `acct_${t.unique()}` } }))
      .stripe_connection_id as number;
    return { options: { query: { stripe_connection_id: String(id) } }, names: () => [['stripe', id]] };
  },
  'druidia/update': async (t) => {
    const id = await connected(t);
    return { options: { body: { druidia_id: id, token: 'another-token' } }, names: () => [['druidia', id]] };
  },
  'druidia/share': async (t) => {
    const id = await connected(t);
    return { options: { body: { druidia_id: id } }, names: () => [['druidia', id]] };
  },
  'druidia/delete': async (t) => {
    const id = await connected(t);
    return { options: { query: { druidia_id: String(id) } }, names: () => [['druidia', id]] };
  },
  'api_key/bulk_action': async (t) => {
    const ids = [await keyOf(t), await keyOf(t)];
    return { options: { body: { action: 'revoke', ids } }, names: () => ids.map((id) => ['api_key', id]) };
  },
  'revision/restore': async (t) => {
    const id = (await t.ok('article', 'create', { body: freshSample('article', t.unique()) })).article_id;
    const [revision] = await t.api.db.query<{ revision_id: number }>(
      `SELECT revision_id FROM revisions WHERE area = 'article' AND record_id = $1`,
      [id],
    );
    await t.ok('article', 'update', {
      body: { article_id: id, title: t.unique(), updated_at: await t.api.versionOf('article', id) },
    });
    return {
      options: { body: { revision_id: revision!.revision_id } },
      names: () => [['article', id as number]],
    };
  },
  'account/create': async (t) => ({
    options: { body: newAccount(t) },
    names: (payload) => [['account', payload.account_id as number]],
  }),
  'account/update': async (t) => {
    const id = await accountOf(t);
    const body = {
      ...newAccount(t),
      user_id: (await t.api.userIds())['super@demo.test'],
      account_id: id,
      updated_at: await versionOf(t.api, 'accounts', id),
    };
    return { options: { body }, names: () => [['account', id]] };
  },
  'account/bulk_action': async (t) => {
    const ids = [await accountOf(t), await accountOf(t)];
    return {
      options: { body: { action: 'set', field: 'enabled', value: false, ids } },
      names: () => ids.map((id) => ['account', id]),
    };
  },
  'account/mark_domain_verified': async (t) => {
    const id = await accountOf(t);
    return { options: { body: { account_id: id } }, names: () => [['account', id]] };
  },
  'account/create_with_owner': async (t) => ({
    options: { body: { ...newOwner(t), domain: `${t.unique()}.trail.test` } },
    names: accountAndOwner,
  }),
  'account/register': async (t) => ({
    options: { token: t.api.config.siteToken, body: newOwner(t) },
    names: accountAndOwner,
  }),
  'helpbot_faq/reorder': async (t) => {
    const faq = RESOURCES.find((resource) => resource.name === 'helpbot_faq')!;
    const ids = [await created(faq)(t), await created(faq)(t)];
    return {
      options: { body: { helpbot_faq_ids: [...ids].reverse() } },
      names: () => ids.map((id) => ['helpbot_faq', id]),
    };
  },
  // The card moved is the record it writes; the others of both columns only close up around it.
  'task_card/move': async (t) => {
    const card = RESOURCES.find((resource) => resource.name === 'task_card')!;
    const id = await created(card)(t);
    const updated_at = await t.api.versionOf('task_card', id);
    return {
      options: { body: { task_card_id: id, column: 'done', position: 0, updated_at } },
      names: () => [['task_card', id]],
    };
  },
  'ticket/void': async (t) => {
    const [rodeo] = await t.api.db.query<{ rodeo_id: number }>(
      'SELECT rodeo_id FROM rodeos WHERE account_id = 1 LIMIT 1',
    );
    const { tickets } = await paidOrder(t.api, rodeo!.rodeo_id, 1);
    const id = tickets[0]!.ticketId;
    return { options: { body: { ticket_id: id } }, names: () => [['ticket', id]] };
  },
  'api_key/revoke': async (t) => {
    const id = (await t.ok('api_key', 'create', { body: { name: t.unique() } })).api_key_id as number;
    return { options: { body: { api_key_id: id } }, names: () => [['api_key', id]] };
  },
};

describe.each(databases())('every write command leaves one entry per record it writes, on %s', (database) => {
  let api: TestApi;
  let tools: Tools;
  beforeAll(async () => {
    api = await startMediaApi(database);
    const token = await api.login('super@demo.test');
    let counter = 0;
    tools = {
      api,
      token,
      unique: () => `p${++counter}`,
      ok: async (module, command, options) => {
        const result = await api.call(module, command, { token, ...options });
        expect(result.status, `${module}/${command} ${JSON.stringify(result.packet.errors)}`).toBe(200);
        return result.packet.payload as Payload;
      },
    };
  });
  afterAll(() => api.close());

  const RECIPES = { ...genericRecipes(), ...OWN };

  it('knows every write command: each has a recipe or says why not', () => {
    const unknown = WRITES.map(commandName).filter((name) => !RECIPES[name] && !PENDING[name]);
    expect(unknown).toEqual([]);
  });

  // A bulk command (bulk_create, bulk_action) writes several records: it leaves one entry per record, each
  // naming its record, and nothing for the batch itself. A revised area keeps one revision per record saved.
  it.each(WRITES.filter((command) => RECIPES[commandName(command)]).map((c) => [commandName(c), c] as const))(
    '%s',
    async (name, command: Command) => {
      const { options, names } = await RECIPES[name]!(tools);
      const [mark] = await api.db.query<{ id: number; rev: number }>(
        `SELECT coalesce(max(activity_id), 0)::int AS id, (SELECT coalesce(max(revision_id), 0)::int FROM revisions) AS rev FROM activity`,
      );
      const payload = await tools.ok(command.module, command.command, options);
      const entries = await api.db.query<{ area: string; record_id: number | null }>(
        'SELECT area, record_id::int AS record_id FROM activity WHERE activity_id > $1 ORDER BY activity_id',
        [mark!.id],
      );
      const expected = await names(payload);
      const key = ([area, id]: Named) => `${area}:${id}`;
      expect(entries.map((entry) => key([entry.area, entry.record_id])).sort()).toEqual(
        expected.map(key).sort(),
      );
      const area = expected[0]?.[0];
      if (
        area &&
        REVISED_AREAS.includes(area as never) &&
        ['create', 'update', 'bulk_create'].includes(command.command)
      ) {
        const revisions = await api.db.query<{ record_id: number }>(
          'SELECT record_id::int AS record_id FROM revisions WHERE revision_id > $1',
          [mark!.rev],
        );
        expect(revisions.map((revision) => revision.record_id).sort()).toEqual(
          expected.map(([, id]) => id).sort(),
        );
      }
    },
  );
});
