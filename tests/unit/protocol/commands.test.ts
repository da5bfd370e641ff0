import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../../lib/protocol/access.ts';
import { acceptsMethod } from '../../../lib/protocol/command.ts';
import { PROTOCOL_TABLES } from '../../../lib/protocol/commands.ts';
import { RESOURCES } from '../../../lib/resources/registry.ts';

const commands = PROTOCOL_TABLES.flatMap((table) => Object.entries(table));
const byName = Object.fromEntries(
  commands.map(([, command]) => [`${command.module}/${command.command}`, command]),
);

describe('command tables (docs/protocol.md)', () => {
  it('cover the user, account, druidia and stripe modules, every resource (image and file among them), embed, the dashboard, list preferences, activity, revision, live changes, tickets, the gate, the second factor and sessions, one table each', () => {
    expect(PROTOCOL_TABLES.map((table) => Object.values(table)[0]?.module)).toEqual([
      'user',
      'account',
      'druidia',
      'stripe',
      ...RESOURCES.map((resource) => resource.name),
      'embed',
      'dashboard',
      'list_prefs',
      'activity',
      'revision',
      'live',
      'ticket',
      'checkin',
      'second_factor',
      'passkey',
      'session',
    ]);
  });

  it.each(commands)(
    '%s has module, command, method, auth, a named access level and schemas',
    (name, command) => {
      expect(command.command).toBe(name);
      expect(command.module).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(command.method);
      expect(['site', 'user', 'key', 'secret']).toContain(command.auth);
      expect(Object.values(ACCESS) as number[]).toContain(command.access);
      expect(typeof command.request.safeParse).toBe('function');
      expect(typeof command.response.safeParse).toBe('function');
      expect(command.summary).not.toBe('');
    },
  );

  it('keep one module per table', () => {
    for (const table of PROTOCOL_TABLES) {
      expect(new Set(Object.values(table).map((command) => command.module)).size).toBe(1);
    }
  });

  it.each([
    ['user/create', 'POST'],
    ['user/token', 'GET'],
    ['user/read', 'GET'],
    ['user/update', 'PUT'],
    ['account/register', 'POST'],
    ['druidia/create', 'POST'],
    ['druidia/read', 'GET'],
    ['druidia/update', 'PUT'],
    ['druidia/delete', 'DELETE'],
    ['druidia/list', 'POST'],
    ['druidia/connect', 'POST'],
    ['stripe/start_connect', 'GET'],
    ['stripe/handle_callback', 'GET'],
    ['stripe/create', 'POST'],
    ['stripe/read', 'GET'],
    ['stripe/update', 'PUT'],
    ['stripe/delete', 'DELETE'],
    ['stripe/list', 'POST'],
  ])('%s is served with the published protocol’s %s', (name, method) => {
    expect(acceptsMethod(byName[name]!, method)).toBe(true);
  });

  it('send user/token as POST, so that no credential is in a URL (docs/security.md)', () => {
    expect(byName['user/token']?.method).toBe('POST');
  });

  it('use the site token only to log in (with its second step or a passkey), register, name the sign-in header and take a form; every other call needs a user token (docs/behaviour.md#levels)', () => {
    const site = commands
      .filter(([, command]) => command.auth === 'site')
      .map(([, c]) => `${c.module}/${c.command}`);
    expect(site.sort()).toEqual([
      'account/register',
      'account/site_name',
      'capture/submit',
      'passkey/sign_in',
      'passkey/sign_in_options',
      'second_factor/verify',
      'user/token',
    ]);
  });

  it('take an API key only to create embed secrets, and a client secret only to claim them', () => {
    const other = commands
      .filter(([, command]) => command.auth === 'key' || command.auth === 'secret')
      .map(([, c]) => `${c.module}/${c.command}:${c.auth}`);
    expect(other.sort()).toEqual(['embed/claim:secret', 'embed/create:key']);
  });
});
