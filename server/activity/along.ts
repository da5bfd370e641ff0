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
 * Whether a write of the area can log itself in SQL: the log masks credential-named fields in the server
 * (./mask.ts), which SQL does not repeat.
 */
export const logsInSql = (resource: Resource): boolean =>
  !Object.keys(resource.fields).some((name) => isSecret(name));

/** A timestamp's JSON as the server's rows carry it (server/db/types.ts): toISOString's, to the millisecond. */
export const timestampJson = (column: string): string =>
  `to_jsonb(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

// A value of row `row` as the server's rows carry it into JSON.
function jsonOf(resource: Resource, row: string, name: string): string {
  const column = `${row}.${quoteIdent(name)}`;
  return resource.fields[name]?.kind === 'datetime' ? timestampJson(column) : `to_jsonb(${column})`;
}

// jsonb_build_object takes at most 100 arguments: an object of 40 fields a call, joined.
const objectOf = (resource: Resource, names: string[]): string => {
  const parts: string[] = [];
  for (let i = 0; i < names.length; i += 40) {
    const pairs = names.slice(i, i + 40).map((name) => `'${name}', ${jsonOf(resource, 's', name)}`);
    parts.push(`jsonb_build_object(${pairs.join(', ')})`);
  }
  return parts.join(' || ') || `'{}'::jsonb`;
};

/**
 * The fields that differ between the record before (row `o`, or none for a create) and as saved (row `s`),
 * `{ field: [before, after] }`, as changedFields (./trail.ts) works them out from the rows.
 */
function changesOf(resource: Resource, before: 'o' | null): string {
  const named = [resource.idKey, ...Object.keys(resource.fields)].map(
    (name) =>
      `('${name}', ${before ? jsonOf(resource, before, name) : 'NULL::jsonb'}, ${jsonOf(resource, 's', name)})`,
  );
  return `(SELECT coalesce(jsonb_object_agg(c.name, jsonb_build_array(c.before, c.after)), '{}'::jsonb)
       FROM (VALUES ${named.join(', ')}) AS c(name, before, after)
      WHERE coalesce(c.before, 'null') <> coalesce(c.after, 'null'))`;
}

/**
 * The trail of the record a CTE `saved` answers, as CTEs after it: its activity entry, its revision (a revised
 * area's, when a field changed) and its change event, announced. `old` names a CTE of the record before an
 * update. Parameters are appended to `params`.
 */
function trailCtes(resource: Resource, along: Along, params: unknown[], old: boolean): string {
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
  const rows = old ? 'saved s CROSS JOIN old o' : 'saved s';
  const changes = changesOf(resource, old ? 'o' : null);
  const logged = `logged AS (
     INSERT INTO activity (${ACTIVITY_COLUMNS})
     SELECT ${account}, ${user}, ${param(actor.apiKeyId, 'int')}, ${param(actor.embedSessionId, 'int')},
            ${param(actor.ip, 'text')}, ${param(actor.origin, 'text')}, ${area}, ${id}, ${action}, ${changes},
            ${param(along.unconditional, 'boolean')}
       FROM ${rows})`;
  const revised = REVISED.has(resource.name)
    ? `, revised AS (
     INSERT INTO revisions (${REVISION_COLUMNS})
     SELECT ${account}, ${area}, ${id}, ${user}, ${objectOf(resource, Object.keys(resource.fields))}
       FROM ${rows} WHERE ${changes} <> '{}'::jsonb)`
    : '';
  // The version to the millisecond, as the server's rows carry it and trail.ts gave it the outbox.
  const events = `(SELECT ${account} AS account_id, ${area} AS area, ${id}::bigint AS record_id, ${user} AS user_id,
            date_trunc('milliseconds', s.updated_at) AS updated_at FROM saved s) AS e`;
  return `${logged}${revised}, ${writtenCte(events, action, `ARRAY[${account}]`)},
       notified AS (${NOTIFY_WRITTEN})`;
}

// The final SELECT reads the notices, so they are sent; their count is never below 0.
const NOTIFIED = '(SELECT count(*) FROM notified) >= 0';

/**
 * `insert`, a statement that creates one record of `resource` and answers it as findRecord reads it
 * (server/resources/sql.ts), with the record's trail in the same statement: one round trip where the
 * trail took four (server/activity/command.ts works it out from the row the insert answers).
 * tests/server/activity-along.test.ts holds the two to the same entry, revision and event.
 */
export function createWithTrail(resource: Resource, insert: Statement, along: Along): Statement {
  const params = [...insert.params];
  const ctes = trailCtes(resource, along, params, false);
  return {
    sql: `WITH saved AS (${insert.sql}), ${ctes} SELECT saved.* FROM saved WHERE ${NOTIFIED}`,
    params,
  };
}

/**
 * An update in one statement with its trail: `old` selects the record (with `$same`, whether it is the
 * version the update is based on) and locks it, `saved` writes it from `old` when it is and answers it as
 * findRecord reads it. Answers the row before (`$saved` false, then the record and `$same`) and, when
 * written, the row as saved (`$saved` true).
 */
export function updateWithTrail(resource: Resource, old: string, saved: Statement, along: Along): Statement {
  const params = [...saved.params];
  const ctes = trailCtes(resource, along, params, true);
  return {
    sql: `WITH old AS (${old}), saved AS (${saved.sql}), ${ctes}
     SELECT false AS "$saved", o.* FROM old o
     UNION ALL
     SELECT true, s.*, true FROM saved s WHERE ${NOTIFIED}`,
    params,
  };
}
