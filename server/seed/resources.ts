import type { Resource } from '../../lib/resources/define.ts';
import { apiKey } from '../../lib/resources/api-key.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { slugify } from '../../lib/resources/slug.ts';
import { newApiKey } from '../auth/api-keys.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import { sanitizeRich } from '../resources/sanitize.ts';
import { insertRecord } from '../resources/sql.ts';
import { demoBroadcasts } from './broadcasts.ts';
import { DEMO_API_KEYS, DEMO_RESOURCES } from './resource-data.ts';

const byName = (name: string): Resource | undefined => RESOURCES.find((candidate) => candidate.name === name);

/** The areas with demo rows in the registry's order, each after the areas its refs point to (an author first). */
function seedOrder(names: ReadonlySet<string>): Resource[] {
  const order: Resource[] = [];
  const visit = (resource: Resource): void => {
    if (order.includes(resource)) return;
    for (const field of Object.values(resource.fields)) {
      const target = field.ref ? byName(field.ref) : undefined;
      if (target && target !== resource && names.has(target.name)) visit(target);
    }
    order.push(resource);
  };
  for (const resource of RESOURCES) if (names.has(resource.name)) visit(resource);
  return order;
}

// Broadcasts are made relative to today (./broadcasts.ts); every other area's rows are fixed.
const SEEDED = seedOrder(new Set([...Object.values(DEMO_RESOURCES).flatMap(Object.keys), 'broadcast']));

/** Demo records of every area in both demo accounts, each checked by the area's own create schema. */
export async function seedResources(db: Db): Promise<void> {
  const owners = await db.query<{ domain: string; account_id: number; user_id: number; email: string }>(
    `SELECT a.domain, a.account_id, u.user_id, u.email FROM accounts a JOIN users u USING (account_id)
      ORDER BY u.access DESC, u.user_id`,
  );
  const sessionOf = (match: (row: (typeof owners)[number]) => boolean): Session => {
    const row = owners.find(match);
    if (!row) throw new Error('Demo seed: no such user');
    return { sessionId: 0, userId: row.user_id, accountId: row.account_id, access: 9 };
  };
  const broadcasts = demoBroadcasts(new Date());
  for (const [domain, areas] of Object.entries(DEMO_RESOURCES)) {
    const session = sessionOf((row) => row.domain === domain);
    const authors = new Map<string, number>();
    const prompts = new Map<string, number>();
    // A board's cards take their places in the order listed, per column (the server's, never the sample's).
    const placed = new Map<unknown, number>();
    for (const resource of SEEDED) {
      const { name } = resource;
      for (const sample of (name === 'broadcast' ? broadcasts[domain] : areas[name]) ?? []) {
        const values = resource.create.parse({
          ...sample,
          ...(name === 'article' ? { author: authors.get(String(sample.author)) ?? null } : {}),
          ...(name === 'broadcast'
            ? { message_prompt: prompts.get(String(sample.message_prompt)) ?? null }
            : {}),
        }) as Record<string, unknown>;
        if (resource.board) {
          const column = values[resource.board.column];
          values[resource.board.position] = placed.get(column) ?? 0;
          placed.set(column, (placed.get(column) ?? 0) + 1);
        }
        if (name === 'article') {
          values.slug = slugify(String(values.title));
          values.body = sanitizeRich(String(values.body));
        }
        const id = await insertRecord(db, resource, session, values);
        if (name === 'author') authors.set(String(values.name), id);
        if (name === 'message_prompt') prompts.set(String(values.name), id);
      }
    }
  }
  for (const key of DEMO_API_KEYS) {
    const { prefix, hash } = newApiKey();
    await insertRecord(
      db,
      apiKey,
      sessionOf((row) => row.email === key.owner),
      {
        name: key.name,
        expires_at: key.expires_at ?? null,
        prefix,
        secret_hash: hash,
      },
    );
  }
}
