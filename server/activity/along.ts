import type { Resource } from '../../lib/resources/define.ts';
import { quoteIdent } from '../db/catalogue.ts';
import { NOTIFY_WRITTEN, writtenCte } from '../live/outbox.ts';
import { ACTIVITY_COLUMNS, type Actor, type Statement } from './entry.ts';
import { isSecret } from './mask.ts';
import { REVISED, REVISION_COLUMNS } from './revisions.ts';

/**
 * A logged command whose write is one statement that carries its own trail (docs/performance.md, "Issue
 * 38, seventh session"): no transaction around it, since one statement is one. The write sets `written`.
 */
export interface Along {
  actor: Actor;
  action: string;
  unconditional: boolean;
  written: boolean;
}

/**
 * Whether a create of the area can log itself in SQL: the log masks credential-named fields in the server
 * (./mask.ts), which SQL does not repeat.
 */
export const logsInSql = (resource: Resource): boolean =>
  !Object.keys(resource.fields).some((name) => isSecret(name));

/** A timestamp's JSON as the server's rows carry it (server/db/types.ts): toISOString's, to the millisecond. */
export const timestampJson = (column: string): string =>
  `to_jsonb(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

// A value as the server's rows carry it into JSON.
function jsonOf(resource: Resource, name: string): string {
  const column = `s.${quoteIdent(name)}`;
  return resource.fields[name]?.kind === 'datetime' ? timestampJson(column) : `to_jsonb(${column})`;
}

// jsonb_build_object takes at most 100 arguments: an object of 40 fields a call, joined.
const objectOf = (resource: Resource, names: string[]): string => {
  const parts: string[] = [];
  for (let i = 0; i < names.length; i += 40) {
    const pairs = names.slice(i, i + 40).map((name) => `'${name}', ${jsonOf(resource, name)}`);
    parts.push(`jsonb_build_object(${pairs.join(', ')})`);
  }
  return parts.join(' || ') || `'{}'::jsonb`;
};

/**
 * `insert`, a statement that creates one record of `resource` and answers it as findRecord reads it
 * (server/resources/sql.ts), with the record's activity entry, its revision (a revised area's) and its change
 * event in the same statement: one round trip where the trail took four (server/activity/command.ts does
 * the same from the row the insert answers). The entry's changes are worked out here as trail.ts does for a
 * create, every field set; tests/server/activity-along.test.ts holds the two to the same entry.
 */
export function createWithTrail(resource: Resource, insert: Statement, along: Along): Statement {
  const params = [...insert.params];
  const param = (value: unknown, type: string): string => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const { actor } = along;
  const account = param(actor.accountId, 'int');
  const user = param(actor.userId, 'int');
  const area = param(resource.name, 'text');
  const action = param(along.action, 'text');
  const id = `s.${quoteIdent(resource.idKey)}`;
  const named = [resource.idKey, ...Object.keys(resource.fields)].map(
    (name) => `('${name}', ${jsonOf(resource, name)})`,
  );
  const changes = `(SELECT jsonb_object_agg(c.name, jsonb_build_array(NULL, c.value))
       FROM (VALUES ${named.join(', ')}) AS c(name, value)
      WHERE c.value IS NOT NULL AND c.value <> 'null'::jsonb)`;
  const logged = `logged AS (
     INSERT INTO activity (${ACTIVITY_COLUMNS})
     SELECT ${account}, ${user}, ${param(actor.apiKeyId, 'int')}, ${param(actor.embedSessionId, 'int')},
            ${param(actor.ip, 'text')}, ${param(actor.origin, 'text')}, ${area}, ${id}, ${action}, ${changes},
            ${param(along.unconditional, 'boolean')}
       FROM saved s)`;
  const revised = REVISED.has(resource.name)
    ? `, revised AS (
     INSERT INTO revisions (${REVISION_COLUMNS})
     SELECT ${account}, ${area}, ${id}, ${user}, ${objectOf(resource, Object.keys(resource.fields))} FROM saved s)`
    : '';
  // The version to the millisecond, as the server's rows carry it and trail.ts gave it the outbox.
  const events = `(SELECT ${account} AS account_id, ${area} AS area, ${id}::bigint AS record_id, ${user} AS user_id,
            date_trunc('milliseconds', s.updated_at) AS updated_at FROM saved s) AS e`;
  return {
    sql: `WITH saved AS (${insert.sql}), ${logged}${revised}, ${writtenCte(events, action, `ARRAY[${account}]`)},
       notified AS (${NOTIFY_WRITTEN})
     SELECT saved.* FROM saved WHERE (SELECT count(*) FROM notified) >= 0`,
    params,
  };
}
