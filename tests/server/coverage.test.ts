import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelScope } from '../../lib/embed/panel-scope.ts';
import { commandName } from '../../lib/protocol/command.ts';
import { PROTOCOL_TABLES } from '../../lib/protocol/commands.ts';
import { handlerSets } from '../../server/http/modules.ts';
import { ALL_PANELS, apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
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
  const keys: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite', config: EMBED_CONFIG });
    for (const [email] of LEVELS) tokens[email] = await api.login(email);
    for (const [email] of LEVELS) keys[email] = (await apiKeyOf(api, email)).secret;
  });
  afterAll(() => api.close());

  it.each(COMMANDS.map((c) => [`${c.module}/${c.command}`, c] as const))(
    '%s refuses callers without a token and below its level',
    async (_name, command) => {
      const anonymous = await api.call(command.module, command.command, { method: command.method });
      expect(anonymous.status).toBe(401);
      if (command.auth === 'site' || command.auth === 'secret') return;
      if (command.auth === 'key') {
        for (const [email, level] of LEVELS) {
          const call = (token: string) =>
            api.call(command.module, command.command, { method: command.method, token });
          expect((await call(tokens[email]!)).status, `${email} with a session`).toBe(401);
          expect((await call(keys[email]!)).status, `${email} with a key`).toBe(
            level < command.access ? 403 : 400,
          );
        }
        return;
      }
      for (const [email, level] of LEVELS) {
        // A logout let through revokes the token it was given: it gets a token of its own.
        const token = command.command === 'logout' ? await api.login(email) : tokens[email];
        const { status } = await api.call(command.module, command.command, { method: command.method, token });
        if (level < command.access) expect(status, email).toBe(403);
        else expect(status, email).not.toBe(403);
      }
    },
  );

  // An embed session of a super admin, with every panel: its level lets it through everywhere, its scope
  // does not. Each command is served inside the scope and refused (403) outside it.
  const scope = new Set((panelScope(ALL_PANELS) as { commands: string[] }).commands);
  it.each(COMMANDS.filter((c) => c.auth === 'user').map((c) => [commandName(c), c] as const))(
    '%s in an embed session answers 403 exactly when it is outside the panels’ scope',
    async (name, command) => {
      const token = await embedToken(api, keys['super@demo.test']!, 'super@demo.test', ALL_PANELS);
      const { status, packet } = await api.call(command.module, command.command, {
        method: command.method,
        token,
      });
      if (scope.has(name)) expect(status).not.toBe(403);
      else
        expect([status, packet.errors[0]?.detail]).toEqual([403, `This embed session may not call ${name}`]);
    },
  );
});
