import { scopeHoldsArea } from '../../lib/embed/panel-scope.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import type { Session } from '../http/handlers.ts';

const byName = new Map(DEFINITIONS.map((definition) => [definition.name, definition]));

/**
 * Whether a stream's caller is told of a change in `area` (docs/security.md, "Live changes"): an area
 * with a read or list command at or below the caller's level, and for an embed session one of its
 * panels' areas. An area without either command (saved views, connections) is told to nobody.
 */
export function readsArea(session: Pick<Session, 'access' | 'scope'>, area: string): boolean {
  const definition = byName.get(area);
  const read = definition?.commands.read ?? definition?.commands.list;
  if (!read || session.access < read.access) return false;
  return !session.scope || scopeHoldsArea(session.scope, area);
}
