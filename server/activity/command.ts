import type { Command } from '../../lib/protocol/command.ts';
import { isUnconditional } from '../conflicts/stale.ts';
import { ApiFailure } from '../http/failure.ts';
import { appendChangeEvents } from '../live/outbox.ts';
import type { Ctx } from '../http/handlers.ts';
import { STRIPE } from '../stripe/rows.ts';
import { activityInsert, actorOf, type ActivityEntry, type Changes } from './entry.ts';
import { declaredOnly, maskChanges, maskDeep } from './mask.ts';
import { keepRevisions } from './revisions.ts';
import type { Along } from './along.ts';
import type { Trail } from './trail.ts';

// POST commands that only read (their filters travel in the body): lists, a trash's page, a history.
const READS = new Set(['list', 'totals', 'trash', 'history']);
// Sign-in, with its second step, logs success and failure itself (./sign-in.ts): a failure's entry outlives
// its refusal; so does a sign-in with a passkey, whose options are no sign-in yet. A gate's scans are logged
// in ticket_scans, a sync's batch in one transaction (docs/tickets.md), codes and all.
const SELF_LOGGED = new Set([
  'user/token',
  'second_factor/verify',
  'passkey/sign_in',
  'passkey/sign_in_options',
  'checkin/admit',
  'checkin/sync',
]);
// Presence is no change of anything: an open edit screen says it every 20 s (docs/architecture.md, "Live
// changes"), which would bury the log and the live streams in entries of nothing.
const PRESENCE = new Set(['live/here']);
// A sync runs for minutes and commits batch by batch: holding one transaction (on PGlite, the whole
// database) that long is not an option, so its entry follows the run's start instead of sharing it.
const LONG_RUNNING = new Set(['rodeo_sync/run']);

const nameOf = (command: Command) => `${command.module}/${command.command}`;

// GET commands that write: the end of a Stripe connect (Stripe's redirect brings the browser back by GET).
const GET_WRITES = new Set(['stripe/handle_callback']);

/**
 * A command that changes nothing a session depends on or an operator reads in the log: a GET (but the GET
 * writes above and sign-in), a list-like POST, presence. Its session read may be reused and its request
 * line is a debug line (docs/security.md "Sessions", docs/operations.md "Logs").
 */
export const onlyReads = (command: Command): boolean =>
  !GET_WRITES.has(nameOf(command)) &&
  !SELF_LOGGED.has(nameOf(command)) &&
  (command.method === 'GET' || READS.has(command.command) || PRESENCE.has(nameOf(command)));

/** Every PUT, DELETE and POST that is not a list or presence appends to the log, and the GET writes above. */
export const logsWrite = (command: Command): boolean =>
  GET_WRITES.has(nameOf(command)) ||
  (command.method !== 'GET' &&
    !READS.has(command.command) &&
    !SELF_LOGGED.has(nameOf(command)) &&
    !PRESENCE.has(nameOf(command)));

// The modules whose records' id is not named `<module>_id`.
const ID_KEYS: Record<string, string> = { stripe: STRIPE.idColumn };

const idIn = (value: unknown, key: string): number | null => {
  const id = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof id === 'number' ? id : null;
};

/** The entries of one command: a record it wrote each, or one for the command when it wrote none itself. */
function entriesOf(command: Command, input: unknown, result: unknown, trail: Trail) {
  const unconditional = isUnconditional(command, input);
  if (trail.length > 0) {
    return trail.map((note) => ({
      accountId: note.accountId,
      entry: {
        area: note.area,
        recordId: note.recordId,
        action: command.command,
        changes: maskChanges(note.changes),
        unconditional,
      } satisfies ActivityEntry,
    }));
  }
  const key = ID_KEYS[command.module] ?? `${command.module}_id`;
  const payload = result && typeof result === 'object' && 'payload' in result ? result.payload : result;
  // By allowlist: only the fields the command's schema declares, their secrets masked.
  const sent = maskDeep(declaredOnly(command.request, input)) as Record<string, unknown>;
  const changes: Changes = Object.fromEntries(
    Object.entries(sent).map(([name, value]) => [name, [null, value]] as const),
  );
  return [
    {
      accountId: undefined,
      entry: {
        area: command.module,
        // A create that answers `{ id }` (user, account) names its new record so.
        recordId: idIn(input, key) ?? idIn(payload, key) ?? idIn(payload, 'id'),
        action: command.command,
        changes: Object.keys(changes).length > 0 ? changes : null,
        unconditional,
      } satisfies ActivityEntry,
    },
  ];
}

async function append(ctx: Ctx, command: Command, input: unknown, result: unknown, trail: Trail) {
  const actor = actorOf(ctx);
  await keepRevisions(ctx.db, actor, trail);
  // A caller without an account (a public form) writes into the record's account log. One insert per
  // account: a batch of 2,000 imported records is one insert, not 2,000.
  const byAccount = new Map<number, ActivityEntry[]>();
  for (const { accountId, entry } of entriesOf(command, input, result, trail)) {
    const account = actor.accountId || accountId || 0;
    const entries = byAccount.get(account) ?? [];
    entries.push(entry);
    byAccount.set(account, entries);
  }
  // Beside the entries, in their transaction: the live streams' outbox (docs/architecture.md, "Live
  // changes"), the entries' inserts in its statement, so the trail is one round trip (docs/performance.md).
  await appendChangeEvents(
    ctx.db,
    actor,
    command.command,
    trail,
    [...byAccount].map(
      ([accountId, entries]) =>
        (first: number) =>
          activityInsert({ ...actor, accountId }, entries, first),
    ),
  );
}

/**
 * Runs a command and logs what it wrote (docs/security.md, "Activity log"): a write runs in one
 * transaction with its entries, so a failed write leaves none and a logged one cannot be lost. A refusal
 * (a 4xx) commits what the command did before refusing, as it did without the log (a wrong current
 * password still counts as a failed sign-in), but logs nothing. A command whose write is `oneStatement`
 * writes its entries in that statement (./along.ts), which is its transaction.
 */
export async function runLogged<T>(
  ctx: Ctx,
  command: Command,
  input: unknown,
  run: (ctx: Ctx) => Promise<T>,
  oneStatement = false,
): Promise<T> {
  if (!logsWrite(command)) return run(ctx);
  if (oneStatement) {
    const along: Along = {
      actor: actorOf(ctx),
      action: command.command,
      unconditional: isUnconditional(command, input),
      written: false,
    };
    const result = await run({ ...ctx, along });
    // A command that answered without its write would have nothing logged: a defect, never a success.
    if (!along.written) throw new Error(`${nameOf(command)} answered without writing its trail`);
    return result;
  }
  if (LONG_RUNNING.has(nameOf(command))) {
    const trail: Trail = [];
    const result = await run({ ...ctx, trail });
    await append(ctx, command, input, result, trail);
    return result;
  }
  let refusal: ApiFailure | undefined;
  const result = await ctx.db
    .transaction(async (db) => {
      const trail: Trail = [];
      const inner = { ...ctx, db, trail };
      try {
        const value = await run(inner);
        await append(inner, command, input, value, trail);
        return value;
      } catch (error) {
        if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
        refusal = error;
        return undefined;
      }
    })
    // A refusal caused by a failed statement (a duplicate's 409) cannot commit: its rollback is the answer.
    .catch((error: unknown) => {
      throw refusal ?? error;
    });
  if (refusal) throw refusal;
  return result as T;
}
