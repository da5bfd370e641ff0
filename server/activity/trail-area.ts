import { scopeHoldsArea } from '../../lib/embed/panel-scope.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { forbidden, notFound } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';

/**
 * The area of a record's History or Revisions, checked here for every trail command: it exists, an embed
 * session's scope was made for it (its panels' areas only, docs/security.md "Embed sessions"), and the
 * caller's level reaches the area's `read`, or its `update` to restore a revision.
 */
export function trailArea(session: Session, area: string, need: 'read' | 'update'): Resource {
  const resource = DEFINITIONS.find((definition) => definition.name === area);
  if (!resource) throw notFound(`No area named ${area}`);
  if (session.scope && !scopeHoldsArea(session.scope, area))
    throw forbidden(`This embed session shows the history of its own panels’ areas only, not of ${area}`);
  const command = resource.commands[need];
  if (!command || session.access < command.access) throw forbidden(`${area}/${need} is above your level`);
  return resource;
}
