import type { Command } from '../../lib/protocol/command.ts';
import { REVISED_AREAS, revisionCommands } from '../../lib/protocol/revision.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import type { Resource } from '../../lib/resources/define.ts';
import type { Db } from '../db/db.ts';
import { lockedVersion } from '../conflicts/stale.ts';
import { badRequest, notFound } from '../http/failure.ts';
import { defineHandlers, type Ctx } from '../http/handlers.ts';
import { issuesText } from '../http/issues.ts';
import { findRecord } from '../resources/sql.ts';
import type { Actor } from './entry.ts';
import type { Trail } from './trail.ts';
import { trailArea } from './trail-area.ts';

/** The areas whose saves keep a revision. */
export const REVISED = new Set<string>(REVISED_AREAS);
/** A revision's columns, in the order keepRevisions and server/activity/along.ts give them. */
export const REVISION_COLUMNS = 'account_id, area, record_id, user_id, data';
const LIST_MAX = 100;

/** A revision holds the area's own fields: ids and the database's meta columns are not the author's. */
const fieldsOf = (resource: Resource, record: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(resource.fields).map((name) => [name, record[name] ?? null]));

const resourceOf = (area: string): Resource => {
  const resource = DEFINITIONS.find((definition) => definition.name === area);
  if (!resource || !REVISED.has(area)) throw notFound(`${area} keeps no revisions`);
  return resource;
};

/** Each save of a revised area keeps the record as saved, in the save's own transaction. */
export async function keepRevisions(db: Db, actor: Actor, trail: Trail): Promise<void> {
  for (const note of trail) {
    if (!REVISED.has(note.area) || !note.after || Object.keys(note.changes).length === 0) continue;
    await db.query(`INSERT INTO revisions (${REVISION_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`, [
      note.accountId ?? actor.accountId,
      note.area,
      note.recordId,
      actor.userId,
      JSON.stringify(fieldsOf(resourceOf(note.area), note.after)),
    ]);
  }
}

/** The area's own update, as its module serves it (prepare hooks, checks, the log and a new revision). */
async function updateOf(
  area: string,
): Promise<{ command: Command; handler: (ctx: Ctx, input: unknown) => Promise<unknown> }> {
  // Imported when called: the module table imports this file.
  const { handlerSets } = await import('../http/modules.ts');
  const set = handlerSets.find((candidate) => candidate.commands.update?.module === area);
  if (!set) throw notFound(`${area} has no update`);
  return { command: set.commands.update!, handler: set.handlers.update! };
}

/** docs/behaviour.md, "Revisions": list a record's versions, restore one. */
export const revisionHandlers = defineHandlers(revisionCommands, {
  async list(ctx, { area, record_id }) {
    const resource = trailArea(ctx.session, area, 'read');
    await findRecord(ctx.db, resource, ctx.session, record_id);
    const list = await ctx.db.query<{
      revision_id: number;
      at: string;
      user_id: number | null;
      user_email: string | null;
      data: Record<string, unknown>;
    }>(
      `SELECT r.revision_id, r.at, r.user_id, u.email AS user_email, r.data
         FROM revisions r LEFT JOIN users u ON u.user_id = r.user_id
        WHERE r.account_id = $1 AND r.area = $2 AND r.record_id = $3
        ORDER BY r.revision_id DESC LIMIT ${LIST_MAX}`,
      [ctx.session.accountId, area, record_id],
    );
    return { list };
  },
  async restore(ctx, { revision_id }) {
    const [revision] = await ctx.db.query<{ area: string; record_id: number; data: Record<string, unknown> }>(
      'SELECT area, record_id, data FROM revisions WHERE revision_id = $1 AND account_id = $2',
      [revision_id, ctx.session.accountId],
    );
    if (!revision) throw notFound('No such revision');
    const resource = trailArea(ctx.session, revision.area, 'update');
    const { command, handler } = await updateOf(revision.area);
    // Restoring overwrites on purpose: based on the version stored now, read under the row lock.
    const version = await lockedVersion(ctx, resource, revision.record_id);
    const input = command.request.safeParse({
      ...revision.data,
      [resource.idKey]: revision.record_id,
      updated_at: version,
    });
    if (!input.success)
      throw badRequest(`This revision no longer fits the form: ${issuesText(input.error.issues)}`);
    return (await handler(ctx, input.data)) as Record<string, unknown>;
  },
});
