import type { Command } from '../protocol/command.ts';
import type { Resource } from './spec.ts';

/**
 * One of the area's commands, by name: views ask only for commands they checked (`useCan`), so a missing
 * one is a bug in the view and fails loudly here rather than as a request to nowhere.
 */
export function commandOf(resource: Pick<Resource, 'name' | 'commands'>, name: string): Command {
  const command = resource.commands[name];
  if (!command) throw new Error(`${resource.name} has no ${name} command`);
  return command;
}
