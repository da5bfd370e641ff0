import { describe, expect, it } from 'vitest';
import { acceptsMethod, defineCommands } from '../../../lib/protocol/command.ts';
import { z } from '../../../lib/protocol/z.ts';

const ping = {
  method: 'GET',
  auth: 'user',
  access: 3,
  request: z.object({}),
  response: z.object({ ok: z.boolean() }),
  summary: 'Answer ok.',
} as const;

describe('defineCommands', () => {
  it('adds the module and the command name to each command, keeping the rest as given', () => {
    const table = defineCommands('demo', { ping, pong: { ...ping, method: 'POST', alsoAccepts: 'GET' } });
    expect(table.ping).toEqual({ ...ping, module: 'demo', command: 'ping' });
    expect(table.pong).toMatchObject({ module: 'demo', command: 'pong', method: 'POST', alsoAccepts: 'GET' });
    expect(table.ping.request).toBe(ping.request);
  });

  it('accepts a command’s own method and the one more it declares, nothing else', () => {
    expect(['GET', 'POST', 'PUT'].map((method) => acceptsMethod(ping, method))).toEqual([true, false, false]);
    const both = { method: 'POST', alsoAccepts: 'GET' } as const;
    expect(['GET', 'POST', 'PUT'].map((method) => acceptsMethod(both, method))).toEqual([true, true, false]);
  });

  it('leaves the given command objects untouched', () => {
    const spec = { ...ping };
    defineCommands('demo', { ping: spec });
    expect(spec).toEqual(ping);
    expect(spec).not.toHaveProperty('module');
  });
});
