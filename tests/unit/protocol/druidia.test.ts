import { describe, expect, it } from 'vitest';
import {
  DRUIDIA_SERVICES,
  druidiaCommands,
  druidiaConnectionSchema,
  TOKEN_MAX,
  USER_HASH_MAX,
} from '../../../lib/protocol/druidia.ts';
import { messagesOf, text } from './check.ts';

const connection = {
  druidia_id: 1,
  created_at: '2026-11-22T10:00:00.000Z',
  account_id: 2,
  service: 'rodeo',
  user_id: null,
  user_hash: 'abcdefghij',
  token: '••••wxyz',
};
const create = druidiaCommands.create.request;
const newConnection = { service: 'image', user_hash: 'h4sh', token: 't0ken' };

describe('Service (Druidia) connection (docs/behaviour.md#records)', () => {
  it('knows the six services of the spec and refuses others', () => {
    expect(DRUIDIA_SERVICES).toEqual(['image', 'content', 'product', 'rodeo', 'contractor', 'task']);
    expect(messagesOf(druidiaConnectionSchema, { ...connection, service: 'mail' })).toEqual({
      service: `Choose one of ${DRUIDIA_SERVICES.join(', ')}`,
    });
  });

  it('has user_id null for a connection shared with the account, or the owner id', () => {
    expect(druidiaConnectionSchema.parse(connection)).toEqual(connection);
    expect(druidiaConnectionSchema.parse({ ...connection, user_id: 7 }).user_id).toBe(7);
  });

  it('limits user_hash to 10 characters and the token to 255', () => {
    expect([USER_HASH_MAX, TOKEN_MAX]).toEqual([10, 255]);
    const longest = { ...connection, user_hash: text(10), token: text(255) };
    expect(druidiaConnectionSchema.parse(longest)).toEqual(longest);
    expect(
      messagesOf(druidiaConnectionSchema, { ...connection, user_hash: text(11), token: text(256) }),
    ).toEqual({
      user_hash: 'Use at most 10 characters',
      token: 'Use at most 255 characters',
    });
  });
});

describe('recording a connection', () => {
  it('shares it with the account (user_id null) unless a user is given', () => {
    expect(create.parse(newConnection)).toEqual({ ...newConnection, user_id: null });
    expect(create.parse({ ...newConnection, user_id: '7' }).user_id).toBe(7);
  });

  it.each([
    [{ user_hash: text(10), token: text(255) }, {}],
    [{ user_hash: text(11) }, { user_hash: 'Use at most 10 characters' }],
    [{ token: text(256) }, { token: 'Use at most 255 characters' }],
    [{ user_hash: '' }, { user_hash: 'Required' }],
    [
      { user_hash: undefined, token: undefined },
      { user_hash: 'Required', token: 'Required' },
    ],
  ])('checks %j', (change, messages) => {
    expect(messagesOf(create, { ...newConnection, ...change })).toEqual(messages);
  });
});

describe("connection ids (docs/behaviour.md#validation: 'Invalid connection ID')", () => {
  it.each(['read', 'update', 'delete', 'share', 'connect'] as const)(
    '%s names every bad druidia_id the same way',
    (command) => {
      const schema = druidiaCommands[command].request;
      for (const druidia_id of ['abc', '', 0, -3, 1.5, null]) {
        expect(messagesOf(schema, { service: 'image', druidia_id })).toEqual({
          druidia_id: 'Invalid connection ID',
        });
      }
      expect(messagesOf(schema, { service: 'image', druidia_id: '5' })).toEqual({});
    },
  );

  it.each(['read', 'update', 'delete', 'share'] as const)(
    "%s says 'Required' without a druidia_id",
    (command) => {
      expect(messagesOf(druidiaCommands[command].request, {})).toEqual({ druidia_id: 'Required' });
    },
  );

  it('connects without a druidia_id and reconnects with one', () => {
    expect(druidiaCommands.connect.request.parse({ service: 'task' })).toEqual({ service: 'task' });
    expect(druidiaCommands.connect.request.parse({ service: 'task', druidia_id: 3 })).toEqual({
      service: 'task',
      druidia_id: 3,
    });
  });

  it('updates the owner to null to share, or a new token of at most 255 characters', () => {
    const update = druidiaCommands.update.request;
    expect(update.parse({ druidia_id: 1, user_id: null })).toEqual({ druidia_id: 1, user_id: null });
    expect(messagesOf(update, { druidia_id: 1, token: text(256) })).toEqual({
      token: 'Use at most 255 characters',
    });
  });
});

describe('forwarded requests', () => {
  it('need a service and a module/command route; stream takes a boolean or its text', () => {
    const request = druidiaCommands.request.request;
    expect(request.parse({ service: 'content', route: 'article/list', stream: 'true' })).toMatchObject({
      stream: true,
    });
    expect(messagesOf(request, { service: 'content', route: '../etc' })).toEqual({
      route: 'Expected a route of the form module/command',
    });
  });
});
