import { ACCESS } from '../../lib/protocol/access.ts';
import type { LiveChange, LiveEndReason, LiveEventName } from '../../lib/protocol/live.ts';
import { id } from '../../lib/protocol/fields.ts';
import type { Db } from '../db/db.ts';
import { badRequest, forbidden } from '../http/failure.ts';
import { issuesText } from '../http/issues.ts';
import type { Ctx } from '../http/handlers.ts';
import { changeOf, type ChangeRow } from './change.ts';
import { hubOf, type Subscriber } from './hub.ts';
import { toldOf } from './reads.ts';

/** How many missed events a reconnecting stream is replayed; beyond it the client re-reads instead. */
export const REPLAY_MAX = 500;
// Events queued for a client that does not read them: past this it is cut off, and replays on return.
const QUEUED_MAX = 2000;

const encoder = new TextEncoder();

const frame = (event: LiveEventName, data: unknown, id?: number): Uint8Array =>
  encoder.encode(
    `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  );

/** The account whose events a caller follows: their own, or a super admin's pick (docs/behaviour.md). */
function followedAccount(ctx: Ctx, picked: number | undefined): number {
  const { session } = ctx;
  if (session.apiKeyId !== undefined)
    throw forbidden('The live stream follows a signed-in session, not an API key');
  if (picked === undefined || picked === session.accountId) return session.accountId;
  if (session.access < ACCESS.superAdmin || session.scope)
    throw forbidden('Only a super admin follows another account’s changes');
  return picked;
}

/**
 * The id of the client's last event: `last_event_id`, or else the `Last-Event-ID` header that a
 * reconnecting server-sent events client sends (an empty one names none, as in the SSE format).
 */
function lastEventIdOf(ctx: Ctx, input: { last_event_id?: number }): number | undefined {
  if (input.last_event_id !== undefined) return input.last_event_id;
  const header = ctx.header('last-event-id');
  if (!header) return undefined;
  const parsed = id.safeParse(header);
  if (!parsed.success) throw badRequest(`Last-Event-ID: ${issuesText(parsed.error.issues)}`);
  return parsed.data;
}

interface Replay {
  head: number;
  /** The events after the client's last one, or undefined when they cannot all be given. */
  missed: ChangeRow[] | undefined;
}

/**
 * The account's latest event id, and the events after `after`: only when `after` is one of the account's
 * events still kept (else the client's copy is too old to be brought up to date) and they are few enough.
 */
async function replay(db: Db, accountId: number, after: number | undefined): Promise<Replay> {
  const [head] = await db.query<{ id: number | null }>(
    'SELECT max(live_event_id) AS id FROM live_events WHERE account_id = $1',
    [accountId],
  );
  const latest = Number(head?.id ?? 0);
  if (after === undefined || after === latest)
    return { head: latest, missed: after === undefined ? undefined : [] };
  const rows = await db.query<ChangeRow>(
    `SELECT * FROM live_events
      WHERE account_id = $1 AND live_event_id >= $2 AND live_event_id <= $3
      ORDER BY live_event_id LIMIT $4`,
    [accountId, after, latest, REPLAY_MAX + 2],
  );
  const known = rows[0]?.live_event_id === after;
  return { head: latest, missed: known && rows.length <= REPLAY_MAX + 1 ? rows.slice(1) : undefined };
}

/**
 * live/stream: a text/event-stream of the changes the caller may read (docs/architecture.md, "Live
 * changes"). Live events that arrive while the replay is read wait for it, so the client sees every
 * event once and in order; a client that stops reading is cut off rather than buffered without end.
 */
export async function liveStream(
  ctx: Ctx,
  input: { account_id?: number; last_event_id?: number },
): Promise<Response> {
  const accountId = followedAccount(ctx, input.account_id);
  const lastEventId = lastEventIdOf(ctx, input);
  const hub = hubOf(ctx.db, ctx.config);
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let sent = lastEventId ?? 0;
  let pending: LiveChange[] | undefined = [];
  let closed = false;

  const overflowing = () => (controller.desiredSize ?? 0) < -QUEUED_MAX;
  const push = (chunk: Uint8Array) => {
    if (closed) return;
    if (overflowing()) return subscriber.end('restart');
    controller.enqueue(chunk);
  };
  const sendChange = (change: LiveChange) => {
    if (change.id <= sent) return;
    sent = change.id;
    push(frame('change', change, change.id));
  };
  const subscriber: Subscriber = {
    accountId,
    session: ctx.session,
    send: (change) => (pending ? pending.push(change) : sendChange(change)),
    heartbeat: () => push(encoder.encode(': heartbeat\n\n')),
    end: (reason: LiveEndReason) => {
      if (closed) return;
      closed = true;
      hub.remove(subscriber);
      if (!overflowing()) controller.enqueue(frame('end', { reason }));
      controller.close();
    },
  };

  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      closed = true;
      hub.remove(subscriber);
    },
  });
  await hub.add(subscriber);
  try {
    const { head, missed } = await replay(ctx.db, accountId, lastEventId);
    if (lastEventId !== undefined && !missed) {
      sent = head;
      push(frame('refresh', { reason: 'The missed changes are too many or too old to replay' }, head));
    }
    for (const row of missed ?? []) if (toldOf(subscriber.session, row)) sendChange(changeOf(row));
    sent = Math.max(sent, head);
    // No id before the account's first event: a reconnect without one re-reads what it shows.
    push(frame('ready', { account_id: accountId }, sent || undefined));
  } catch (error) {
    hub.remove(subscriber);
    throw error;
  }
  const waiting = pending;
  pending = undefined;
  for (const change of waiting) sendChange(change);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx passes the events on as they come (docs/deploy.md).
      'X-Accel-Buffering': 'no',
    },
  });
}
