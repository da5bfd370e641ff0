import { describe, expect, it } from 'vitest';
import {
  STATEMENT_DESCRIPTOR_MAX,
  STRIPE_STRING_MAX,
  stripeCommands,
  stripeConnectionSchema,
  stripeCreateSchema,
  stripeUpdateSchema,
} from '../../../lib/protocol/stripe.ts';
import { messagesOf, text } from './check.ts';

const base = { stripe_account_id: 'acct_1' };
const KEYS = [
  'publishable_key',
  'publishable_test_key',
  'secret_key',
  'secret_test_key',
  'webhook_secret',
  'webhook_test_secret',
] as const;
const connection = {
  stripe_connection_id: 1,
  account_id: 2,
  stripe_account_id: 'acct_1',
  create_products: true,
  ...Object.fromEntries(KEYS.map((key) => [key, '••••'])),
  livemode: false,
  created_at: '2026-11-22 10:00:00',
  updated_at: '2026-11-22 10:00:00',
  is_active: true,
};

describe('Stripe connection (docs/behaviour.md#records)', () => {
  it('defaults create_products and is_active to true, livemode to false and the keys to empty', () => {
    expect(stripeCreateSchema.parse(base)).toEqual({
      ...base,
      create_products: true,
      livemode: false,
      is_active: true,
      ...Object.fromEntries(KEYS.map((key) => [key, ''])),
    });
  });

  it("needs a stripe_account_id: 'Required', absent or empty", () => {
    expect(messagesOf(stripeCreateSchema, {})).toEqual({ stripe_account_id: 'Required' });
    expect(messagesOf(stripeCreateSchema, { stripe_account_id: '' })).toEqual({
      stripe_account_id: 'Required',
    });
  });

  it.each(['stripe_account_id', ...KEYS])('limits %s to 255 characters', (key) => {
    expect(messagesOf(stripeCreateSchema, { ...base, [key]: text(255) })).toEqual({});
    expect(messagesOf(stripeCreateSchema, { ...base, [key]: text(256) })).toEqual({
      [key]: 'Use at most 255 characters',
    });
  });

  it('limits the statement descriptor to 100 characters; it may be null or left out', () => {
    expect([STRIPE_STRING_MAX, STATEMENT_DESCRIPTOR_MAX]).toEqual([255, 100]);
    expect(stripeCreateSchema.parse({ ...base, statement_descriptor: text(100) }).statement_descriptor).toBe(
      text(100),
    );
    expect(stripeCreateSchema.parse({ ...base, statement_descriptor: null }).statement_descriptor).toBeNull();
    expect(stripeCreateSchema.parse(base)).not.toHaveProperty('statement_descriptor');
    expect(messagesOf(stripeCreateSchema, { ...base, statement_descriptor: text(101) })).toEqual({
      statement_descriptor: 'Use at most 100 characters',
    });
  });

  it('takes booleans, not their text, for create_products, livemode and is_active', () => {
    expect(messagesOf(stripeCreateSchema, { ...base, livemode: 'true' })).toEqual({
      livemode: 'Enter true or false',
    });
  });

  it('reads back with every field, statement descriptor and metadata optional', () => {
    expect(stripeConnectionSchema.parse(connection)).toEqual(connection);
    const { create_products: _, ...missing } = connection;
    expect(messagesOf(stripeConnectionSchema, missing)).toEqual({ create_products: 'Required' });
  });
});

describe('Stripe metadata (docs/behaviour.md#records: free-form record, nullable, optional)', () => {
  const withMetadata = (metadata: unknown) => messagesOf(stripeCreateSchema, { ...base, metadata });

  it('takes a record of strings, numbers, booleans and nulls, or null', () => {
    const metadata = { region: 'west', seats: 3, vip: true, note: null, [text(64)]: 'long key' };
    expect(stripeCreateSchema.parse({ ...base, metadata }).metadata).toEqual(metadata);
    expect(stripeCreateSchema.parse({ ...base, metadata: null }).metadata).toBeNull();
  });

  it.each(['a b', '', text(65), 'constructor', 'prototype', 'ключ'])(
    "refuses the key %j: 'Invalid metadata key'",
    (key) => {
      expect(withMetadata({ [key]: 1 })).toEqual({ [`metadata.${key}`]: 'Invalid metadata key' });
    },
  );

  it('never lets a __proto__ key reach the result', () => {
    const planted = stripeCreateSchema.parse({
      ...base,
      metadata: JSON.parse('{"__proto__": {"admin": true}}'),
    });
    expect(Object.keys(planted.metadata ?? {})).toEqual([]);
    expect((planted.metadata as { admin?: boolean }).admin).toBeUndefined();
  });

  it('limits string values to 500 characters and refuses nested objects', () => {
    expect(withMetadata({ a: text(500) })).toEqual({});
    expect(withMetadata({ a: text(501) })).toEqual({
      'metadata.a': 'Use at most 500 characters',
    });
    expect(withMetadata({ a: { b: 1 } })).toHaveProperty(['metadata.a']);
  });
});

describe('Stripe update and connect', () => {
  it('updates with only the id required (the version read optional, the published protocol), and no defaults filled in', () => {
    const updated_at = '2026-01-05T10:00:00.000Z';
    expect(stripeUpdateSchema.parse({ stripe_connection_id: '4', updated_at })).toEqual({
      stripe_connection_id: 4,
      updated_at,
    });
    expect(messagesOf(stripeUpdateSchema, {})).toEqual({ stripe_connection_id: 'Required' });
    expect(stripeUpdateSchema.parse({ stripe_connection_id: 4 })).toEqual({ stripe_connection_id: 4 });
  });

  it('starts a connect in test mode (livemode false) unless asked otherwise (docs/behaviour.md#states)', () => {
    const start = stripeCommands.start_connect.request;
    const redirect_url = 'https://console.test/stripe';
    expect(start.parse({ redirect_url })).toEqual({ redirect_url, livemode: false });
    expect(start.parse({ redirect_url, livemode: 'true' }).livemode).toBe(true);
    expect(messagesOf(start, {})).toEqual({ redirect_url: 'Required' });
  });
});
