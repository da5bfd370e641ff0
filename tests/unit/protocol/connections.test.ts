import { describe, expect, it } from 'vitest';
import { DRUIDIA_SERVICES, druidiaCommands, druidiaConnectionSchema } from '../../../lib/protocol/druidia.ts';
import { stripeCreateSchema, stripeUpdateSchema } from '../../../lib/protocol/stripe.ts';
import { messagesOf, text } from './check.ts';

describe('Service (Druidia) connection (SPEC 3)', () => {
  const connection = {
    druidia_id: 1,
    created_at: '2026-11-22T10:00:00.000Z',
    account_id: 2,
    service: 'rodeo',
    user_id: null,
    user_hash: 'abcdefghij',
    token: '••••wxyz',
  };

  it('has the six services, and user_id null for a connection shared with the account', () => {
    expect(DRUIDIA_SERVICES).toEqual(['image', 'content', 'product', 'rodeo', 'contractor', 'task']);
    expect(druidiaConnectionSchema.parse(connection)).toEqual(connection);
    expect(messagesOf(druidiaConnectionSchema, { ...connection, service: 'mail' })).toHaveProperty('service');
  });

  it('limits user_hash to 10 characters and the token to 255', () => {
    const create = druidiaCommands.create.request;
    const valid = { service: 'image', user_hash: text(10), token: text(255) };
    expect(create.parse(valid)).toEqual({ ...valid, user_id: null });
    expect(messagesOf(create, { ...valid, user_hash: text(11), token: text(256) })).toEqual({
      user_hash: 'String must contain at most 10 character(s)',
      token: 'String must contain at most 255 character(s)',
    });
  });

  it.each(['share', 'delete', 'connect'] as const)("%s names a bad id 'Invalid connection ID'", (command) => {
    const schema = druidiaCommands[command].request;
    for (const druidia_id of ['abc', 0, -3, 1.5]) {
      expect(messagesOf(schema, { service: 'image', druidia_id })).toMatchObject({
        druidia_id: 'Invalid connection ID',
      });
    }
  });
});

describe('Stripe connection (SPEC 3)', () => {
  it('defaults create_products and is_active to true, livemode to false and the keys to empty', () => {
    expect(stripeCreateSchema.parse({ stripe_account_id: 'acct_1' })).toEqual({
      stripe_account_id: 'acct_1',
      create_products: true,
      livemode: false,
      is_active: true,
      publishable_key: '',
      publishable_test_key: '',
      secret_key: '',
      secret_test_key: '',
      webhook_secret: '',
      webhook_test_secret: '',
    });
  });

  it('limits the account id and each key to 255 characters and the statement descriptor to 100', () => {
    const longest = { stripe_account_id: text(255), secret_key: text(255), statement_descriptor: text(100) };
    expect(stripeCreateSchema.safeParse(longest).success).toBe(true);
    expect(
      messagesOf(stripeCreateSchema, {
        stripe_account_id: text(256),
        webhook_test_secret: text(256),
        statement_descriptor: text(101),
      }),
    ).toEqual({
      stripe_account_id: 'String must contain at most 255 character(s)',
      webhook_test_secret: 'String must contain at most 255 character(s)',
      statement_descriptor: 'String must contain at most 100 character(s)',
    });
  });

  it('takes free-form metadata or null; prototype keys are refused or never reach the result', () => {
    const base = { stripe_account_id: 'acct_1' };
    expect(stripeCreateSchema.parse({ ...base, metadata: { region: 'west', seats: 3 } }).metadata).toEqual({
      region: 'west',
      seats: 3,
    });
    expect(stripeCreateSchema.parse({ ...base, metadata: null }).metadata).toBeNull();
    for (const key of ['constructor', 'prototype']) {
      expect(messagesOf(stripeCreateSchema, { ...base, metadata: { [key]: 1 } })).toEqual({
        [`metadata.${key}`]: 'Invalid metadata key',
      });
    }
    const planted = stripeCreateSchema.parse({
      ...base,
      metadata: JSON.parse('{"__proto__": {"admin": true}}'),
    });
    expect(Object.keys(planted.metadata ?? {})).toEqual([]);
    expect((planted.metadata as { admin?: boolean }).admin).toBeUndefined();
  });

  it('updates with only the id required, and no defaults filled in', () => {
    expect(stripeUpdateSchema.parse({ stripe_connection_id: '4' })).toEqual({ stripe_connection_id: 4 });
    expect(messagesOf(stripeUpdateSchema, {})).toEqual({ stripe_connection_id: 'Required' });
  });
});
