import { useStore } from '@nanostores/react';
import { hasAccess } from '../../../lib/protocol/access.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { $session } from '../../../lib/session/session.ts';

/** Whether the signed-in user reaches a command of the resource (the server checks again regardless). */
export function useCan(resource: Resource): (command: string) => boolean {
  const { access } = useStore($session);
  return (command) => command in resource.commands && hasAccess(access, resource.levels[command] ?? Infinity);
}
