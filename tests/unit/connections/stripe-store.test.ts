import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createStripeStore } from '../../../lib/connections/stripe-store.ts';
import { stripeFormValues } from '../../../lib/connections/stripe.ts';
import { fakeCall, immediateTimers } from '../fake-call.ts';
import { stripeConnection, listReply } from './fixtures.ts';

/** A stale save's 409, as the server words it (docs/behaviour.md#conflicts). */
const STALE =
  'Someone else changed this since you opened it: compare their changes with yours, then save again';

const fail = () => {
  throw new Error('Bad Request');
};

function setup(answers: Record<string, unknown>, href = 'https://site.example/embed.html') {
  const api = fakeCall({ 'stripe/list': listReply([stripeConnection()]), ...answers });
  const toast = vi.fn();
  let current = href;
  const address = {
    href: vi.fn(() => current),
    assign: vi.fn(),
    replace: vi.fn((url: string) => void (current = url)),
  };
  const store = createStripeStore({
    call: api.call,
    viewer: () => ({ userId: 12, access: 5, accountId: 3 }),
    toast,
    address,
    timers: immediateTimers,
  });
  return { ...api, store, toast, address };
}

describe('Stripe connect (docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages)', () => {
  it('starts with a fresh state, test mode and this page as the return, then leaves for the URL', async () => {
    const { store, calls, address } = setup({
      'stripe/start_connect': { url: 'https://api.example/stripe-sim/authorize?x=1', state: 'server' },
    });
    expect(await store.connect()).toBe(true);
    const input = calls[0]!.input as Record<string, unknown>;
    expect(input).toMatchObject({
      account_id: 3,
      redirect_url: 'https://site.example/embed.html',
      livemode: false,
    });
    expect(input.state).toMatch(/^[0-9a-f]{32}$/);
    await store.connect();
    expect((calls[1]!.input as { state: string }).state).not.toBe(input.state);
    expect(address.assign).toHaveBeenCalledWith('https://api.example/stripe-sim/authorize?x=1');
  });

  it("says 'No redirect URL received from Stripe' without a URL, and names a failed start", async () => {
    const empty = setup({ 'stripe/start_connect': { url: '', state: 's' } });
    expect(await empty.store.connect()).toBe(false);
    expect(empty.toast).toHaveBeenCalledWith('error', 'No redirect URL received from Stripe');
    expect(empty.address.assign).not.toHaveBeenCalled();
    const refused = setup({ 'stripe/start_connect': fail });
    await refused.store.connect();
    expect(refused.toast).toHaveBeenLastCalledWith('error', 'Failed to connect to Stripe');
    await refused.store.reconnect(stripeConnection());
    expect(refused.toast).toHaveBeenLastCalledWith('error', 'Failed to reconnect to Stripe');
  });

  it('exchanges a returned code, reloads, toasts, and cleans the address', async () => {
    const { store, calls, toast, address } = setup(
      { 'stripe/handle_callback': { redirect_url: 'x' } },
      'https://site.example/embed.html?keep=1&code=ac_1&state=s1',
    );
    await store.handleReturn();
    expect(calls.map((c) => c.name)).toEqual(['stripe/handle_callback', 'stripe/list']);
    expect(calls[0]!.input).toEqual({ code: 'ac_1', state: 's1' });
    expect(toast).toHaveBeenCalledWith('success', 'Stripe connection successful!');
    expect(address.replace).toHaveBeenCalledWith('https://site.example/embed.html?keep=1');
  });

  it('exchanges a code once: the address is clean before the exchange, so nothing replays it', async () => {
    const { store, names } = setup(
      { 'stripe/handle_callback': { redirect_url: 'x' } },
      'https://site.example/p?code=ac_1&state=s1',
    );
    await Promise.all([store.handleReturn(), store.handleReturn()]);
    expect(names().filter((name) => name === 'stripe/handle_callback')).toHaveLength(1);
  });

  it("shows a failed exchange inline and as 'Failed to process Stripe callback'", async () => {
    const { store, toast, address } = setup(
      { 'stripe/handle_callback': fail },
      'https://site.example/p?code=ac_1&state=s1',
    );
    await store.handleReturn();
    expect(store.$callbackError.get()).toBe('Failed to process Stripe callback');
    expect(toast).toHaveBeenCalledWith('error', 'Failed to process Stripe callback');
    expect(address.replace).toHaveBeenCalledWith('https://site.example/p');
  });

  it('tells a cancellation (info) from another provider error', async () => {
    const denied = setup({}, 'https://site.example/p?error=access_denied&error_description=No&state=s');
    await denied.store.handleReturn();
    expect(denied.toast).toHaveBeenCalledWith('info', 'Stripe connection was cancelled');
    const broken = setup({}, 'https://site.example/p?error=server_error&error_description=Try+later');
    await broken.store.handleReturn();
    expect(broken.toast).toHaveBeenCalledWith('error', 'Stripe connection error: Try later');
    expect(broken.address.replace).toHaveBeenCalledWith('https://site.example/p');
  });

  it('loads without touching the address when there is no return', async () => {
    const { store, address, names } = setup({});
    await store.handleReturn();
    expect(names()).toEqual(['stripe/list']);
    expect(address.replace).not.toHaveBeenCalled();
  });
});

describe('Stripe edit and delete (docs/behaviour.md#validation, docs/behaviour.md#messages)', () => {
  it('updates only the changed fields and replaces the row', async () => {
    const updated = stripeConnection({ statement_descriptor: 'RODEO' });
    const { store, calls, toast } = setup({ 'stripe/update': updated });
    await store.load();
    const values = { ...stripeFormValues(stripeConnection()), statement_descriptor: 'RODEO' };
    expect(await store.update(stripeConnection(), values)).toBeNull();
    expect(calls.at(-1)!.input).toEqual({
      stripe_connection_id: 7,
      updated_at: stripeConnection().updated_at,
      statement_descriptor: 'RODEO',
    });
    expect(store.$state.get().items).toEqual([updated]);
    expect(toast).toHaveBeenCalledWith('success', 'Stripe connection updated successfully');
  });

  it('returns the problem of a failed update for the form', async () => {
    const { store } = setup({ 'stripe/update': fail });
    const values = { ...stripeFormValues(stripeConnection()), statement_descriptor: 'x'.repeat(101) };
    expect(await store.update(stripeConnection(), values)).toBe(
      'Statement descriptor must be at most 100 characters',
    );
    expect(await store.update(stripeConnection(), { ...values, statement_descriptor: 'OK' })).toBe(
      'Bad Request',
    );
  });

  it('a save based on an older version shows the saved connection and saves only this user’s change next (docs/behaviour.md#conflicts)', async () => {
    const theirs = stripeConnection({ updated_at: '2026-11-22T11:00:00.000Z', is_active: false });
    let first = true;
    const { store, calls, toast } = setup({
      'stripe/list': listReply([stripeConnection()]),
      'stripe/update': (input: unknown) => {
        if (!first) return { ...theirs, ...(input as object) };
        first = false;
        throw new ApiError('Conflict', STALE, 409, theirs);
      },
    });
    await store.load();
    const values = { ...stripeFormValues(stripeConnection()), statement_descriptor: 'MINE' };
    const onStale = vi.fn();
    expect(await store.update(stripeConnection(), values, onStale)).toBe(STALE);
    expect(onStale).toHaveBeenCalledWith(theirs);
    expect(store.$state.get().items).toEqual([theirs]);
    expect(toast).not.toHaveBeenCalled();
    expect(await store.update(stripeConnection(), values)).toBeNull();
    expect(calls.at(-1)!.input).toEqual({
      stripe_connection_id: 7,
      updated_at: theirs.updated_at,
      statement_descriptor: 'MINE',
    });
  });

  it("deletes with 'Stripe connection deleted successfully', or says 'Failed to delete connection'", async () => {
    const { store, toast } = setup({ 'stripe/delete': { success: true } });
    await store.load();
    expect(await store.remove(stripeConnection())).toBe(true);
    expect(store.$state.get().items).toEqual([]);
    expect(toast).toHaveBeenCalledWith('success', 'Stripe connection deleted successfully');
    const refused = setup({ 'stripe/delete': fail });
    await refused.store.remove(stripeConnection());
    expect(refused.toast).toHaveBeenCalledWith('error', 'Failed to delete connection');
  });
});
