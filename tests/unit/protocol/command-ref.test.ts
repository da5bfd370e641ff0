import { describe, expect, it } from 'vitest';
import type { Command } from '../../../lib/protocol/command.ts';
import { hasSchemas, type CommandRef } from '../../../lib/protocol/command-ref.ts';
import { druidiaCommands } from '../../../lib/protocol/druidia.ts';
import { druidiaListRef } from '../../../lib/protocol/druidia-ref.ts';
import { stripeCommands } from '../../../lib/protocol/stripe.ts';
import { STRIPE_MANAGE_ACCESS, stripeListRef } from '../../../lib/protocol/stripe-ref.ts';

const REFS: [CommandRef, Command][] = [
  [druidiaListRef, druidiaCommands.list],
  [stripeListRef, stripeCommands.list],
];

describe('command refs: a first read named without its schemas (docs/architecture.md)', () => {
  it.each(REFS.map(([ref, command]) => [`${ref.module}/${ref.command}`, ref, command] as const))(
    '%s names its command: the same module, name, method and credential',
    (_name, ref, command) => {
      const { module, command: name, method, auth } = command;
      expect(ref).toEqual({ module, command: name, method, auth });
      expect(hasSchemas(ref)).toBe(false);
      expect(hasSchemas(command)).toBe(true);
    },
  );

  it('Stripe connect, edit and delete ask for the level the panel tells its readers', () => {
    for (const name of ['start_connect', 'handle_callback', 'create', 'update', 'delete'] as const) {
      expect(stripeCommands[name].access).toBe(STRIPE_MANAGE_ACCESS);
    }
  });
});
