import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_TABLES } from '../../lib/protocol/commands.ts';
import { handlerSets } from '../../server/http/modules.ts';
import { startTestApi, type TestApi } from './harness.ts';

const COMMANDS = PROTOCOL_TABLES.flatMap((table) => Object.values(table));
const LEVELS: [string, number][] = [
  ['user@demo.test', 3],
  ['group@demo.test', 5],
  ['circuit@demo.test', 6],
  ['admin@demo.test', 7],
  ['super@demo.test', 9],
];

describe('every protocol command is served, behind its own access level', () => {
  it('has a handler for each command of every lib/protocol table, and nothing else', () => {
    const served = handlerSets.flatMap((set) =>
      Object.entries(set.commands).map(([name, command]) => {
        expect(typeof set.handlers[name], `${command.module}/${name}`).toBe('function');
        return command;
      }),
    );
    expect(new Set(served)).toEqual(new Set(COMMANDS));
  });

  // The gate runs before the body is read, so an empty call shows exactly who is let through.
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
    for (const [email] of LEVELS) tokens[email] = await api.login(email);
  });
  afterAll(() => api.close());

  it.each(COMMANDS.map((c) => [`${c.module}/${c.command}`, c] as const))(
    '%s refuses callers without a token and below its level',
    async (_name, command) => {
      const anonymous = await api.call(command.module, command.command, { method: command.method });
      expect(anonymous.status).toBe(401);
      if (command.auth === 'site') return;
      for (const [email, level] of LEVELS) {
        // A logout let through revokes the token it was given: it gets a token of its own.
        const token = command.command === 'logout' ? await api.login(email) : tokens[email];
        const { status } = await api.call(command.module, command.command, { method: command.method, token });
        if (level < command.access) expect(status, email).toBe(403);
        else expect(status, email).not.toBe(403);
      }
    },
  );
});
