import { scopeHoldsArea } from '../../lib/embed/panel-scope.ts';
import { checkinCommands } from '../../lib/protocol/ticket.ts';
import type { Command } from '../../lib/protocol/command.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import type { Session } from '../http/handlers.ts';

const byName = new Map(DEFINITIONS.map((definition) => [definition.name, definition]));

/** The event areas that are no resource, by the command that reads what they change. */
export const OTHER_AREAS: Record<string, Command> = {
  // A rodeo's check-ins (record id: the rodeo): what the gate counts read (lib/tickets/gate-counts.ts).
  checkin: checkinCommands.counts,
};

/**
 * Whether a stream's caller is told of a change in `area` (docs/security.md, "Live changes"): an area
 * with a read or list command at or below the caller's level, and for an embed session one of its
 * panels' areas. An area without either command (saved views, connections) is told to nobody.
 */
export function readsArea(session: Pick<Session, 'access' | 'scope'>, area: string): boolean {
  const definition = byName.get(area);
  const read = definition?.commands.read ?? definition?.commands.list ?? OTHER_AREAS[area];
  if (!read || session.access < read.access) return false;
  return !session.scope || scopeHoldsArea(session.scope, area);
}

const JOB = byName.get('job')!;

/**
 * Whether a stream's caller is told of an event: what readsArea allows, and besides the events of a job to
 * the user who started it, at any level, as job/mine shows it to them (their status bar follows it).
 */
export function toldOf(
  session: Pick<Session, 'access' | 'scope' | 'userId'>,
  event: { area: string; user_id: number | null },
): boolean {
  if (readsArea(session, event.area)) return true;
  return (
    event.area === JOB.name &&
    event.user_id === session.userId &&
    !session.scope &&
    session.access >= JOB.commands.mine!.access
  );
}
