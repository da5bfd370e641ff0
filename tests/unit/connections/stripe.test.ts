import { describe, expect, it } from 'vitest';
import {
  canManageStripe,
  randomState,
  readStripeReturn,
  returnAddress,
  stripeAccountName,
  stripeChanges,
  stripeFormValues,
  stripeWebhookUrl,
  validateStripeForm,
  withoutStripeReturn,
} from '../../../lib/connections/stripe.ts';
import { stripeCommands } from '../../../lib/protocol/stripe.ts';
import { stripeConnection } from './fixtures.ts';

const page = 'https://site.example/profile?tab=2';

describe('the Stripe return (docs/behaviour.md#screens, docs/behaviour.md#states)', () => {
  it('reads code and state, a cancellation, another error, or nothing', () => {
    expect(readStripeReturn(`${page}&code=ac_1&state=s1`)).toEqual({
      kind: 'code',
      code: 'ac_1',
      state: 's1',
    });
    expect(readStripeReturn(`${page}&error=access_denied&error_description=No&state=s1`)).toEqual({
      kind: 'cancelled',
    });
    expect(readStripeReturn(`${page}&error=invalid_scope&error_description=Bad+scope`)).toEqual({
      kind: 'error',
      description: 'Bad scope',
    });
    expect(readStripeReturn(`${page}&code=ac_1`)).toEqual({ kind: 'none' });
    expect(readStripeReturn(page)).toEqual({ kind: 'none' });
  });

  it('removes the four parameters and keeps the rest of the address', () => {
    const back = `${page}&code=ac_1&state=s1&error=x&error_description=y#top`;
    expect(withoutStripeReturn(back)).toBe(`${page}#top`);
    expect(returnAddress(back)).toBe(page);
  });

  it('makes a fresh random state each time', () => {
    const a = randomState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState()).not.toBe(a);
  });
});

describe('editing a Stripe connection (docs/behaviour.md#validation)', () => {
  it('is for group admins, as the server says', () => {
    expect(stripeCommands.update.access).toBe(5);
    expect(canManageStripe(3)).toBe(false);
    expect(canManageStripe(5)).toBe(true);
  });

  it('sends only what changed: untouched masked secrets stay out, an emptied descriptor is null', () => {
    const current = stripeConnection({ statement_descriptor: 'RODEO' });
    const values = stripeFormValues(current);
    expect(stripeChanges(current, values)).toEqual({});
    expect(
      stripeChanges(current, {
        ...values,
        statement_descriptor: '',
        secret_test_key: 'sk_test_new',
        is_active: false,
      }),
    ).toEqual({ statement_descriptor: null, secret_test_key: 'sk_test_new', is_active: false });
  });

  it('limits the statement descriptor to 100 characters and the keys to 255', () => {
    const values = stripeFormValues(stripeConnection());
    expect(validateStripeForm(values)).toBeNull();
    expect(validateStripeForm({ ...values, statement_descriptor: 'x'.repeat(101) })).toBe(
      'Statement descriptor must be at most 100 characters',
    );
    expect(validateStripeForm({ ...values, publishable_key: 'x'.repeat(256) })).toBe(
      'Publishable key must be at most 255 characters',
    );
  });
});

describe('the webhook endpoint an operator gives Stripe', () => {
  it('is on the API server: the page’s origin, or the configured apiBase with its path', () => {
    expect(stripeWebhookUrl('', 7, 'https://console.example.com')).toBe(
      'https://console.example.com/webhooks/stripe/7',
    );
    expect(stripeWebhookUrl('https://api.example.com/', 7, 'https://www.rodeo.example')).toBe(
      'https://api.example.com/webhooks/stripe/7',
    );
    expect(stripeWebhookUrl('/console', 12, 'https://cms.example')).toBe(
      'https://cms.example/console/webhooks/stripe/12',
    );
  });
});

describe('stripeAccountName', () => {
  it('names an account by its statement descriptor, else by the end of its Stripe id', () => {
    expect(stripeAccountName({ stripe_account_id: 'acct_1Abc', statement_descriptor: 'RODEO TICKETS' })).toBe(
      'RODEO TICKETS',
    );
    expect(
      stripeAccountName({ stripe_account_id: 'acct_demoRodeoArchive', statement_descriptor: null }),
    ).toBe('Stripe account ending hive');
  });
});
