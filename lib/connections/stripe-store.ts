import { isStale } from '../api/api-error.ts';
import { atom } from 'nanostores';
import type { CallCommand } from '../api/client.ts';
import type { Timers } from '../api/debounce-call.ts';
import { failureReason } from '../format/failure-reason.ts';
import type { StripeConnection } from '../protocol/stripe.ts';
import { stripeListRef } from '../protocol/stripe-ref.ts';
import type { ToastType } from '../toasts/toasts.ts';
import { createListStore } from './list-state.ts';
import {
  randomState,
  readStripeReturn,
  returnAddress,
  stripeChanges,
  validateStripeForm,
  withoutStripeReturn,
  type StripeFormValues,
} from './stripe.ts';
import { stripeEnglish, type StripeStoreTexts } from './stripe-texts.ts';
import type { Viewer } from './viewer.ts';

// Its first paint reads with a ref; the schemas load with the first change (docs/architecture.md, what
// the browser checks).
const loadCommands = async () => (await import('../protocol/stripe.ts')).stripeCommands;

/** The page's address, as the connect flow reads and changes it. */
export interface AddressBar {
  href: () => string;
  /** Leaves the page for the provider. */
  assign: (url: string) => void;
  /** Rewrites the address without a reload or a history entry (history.replaceState). */
  replace: (url: string) => void;
}

export interface StripeDeps {
  call: CallCommand;
  viewer: () => Viewer;
  toast: (type: ToastType, message: string) => void;
  address: AddressBar;
  random?: Pick<Crypto, 'getRandomValues'>;
  timers?: Timers;
}

/**
 * The Stripe connections of the profile page (docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages): the list, edit and delete, and the
 * Connect round trip: start on this page, come back to it, exchange the code, clean the address. Each
 * action takes the texts of the view's language last (lib/connections/stripe-texts.ts), English when none
 * is given.
 */
export function createStripeStore(deps: StripeDeps) {
  const { call, toast, address } = deps;
  // The language of the last load: a failure of it is said in that language.
  let loadTexts = stripeEnglish();
  const list = createListStore<StripeConnection>(
    async () =>
      (
        await call(
          stripeListRef,
          { limit: 100, page: 1, sort: 'created_at', order: 'desc' },
          { report: false },
        )
      ).list,
    () => loadTexts.loadFailed,
    (message) => toast('error', message),
    deps.timers,
  );
  const load = (t: StripeStoreTexts = stripeEnglish()): Promise<void> => {
    loadTexts = t;
    return list.load();
  };
  /** The callback's failure, shown inline as well as toasted (docs/behaviour.md#messages). */
  const $callbackError = atom<string | null>(null);

  /** Starts Connect (or a reconnect: the same flow, which refreshes the existing connection's keys). */
  async function connect(
    livemode = false,
    t: StripeStoreTexts = stripeEnglish(),
    failed = t.connectFailed,
  ): Promise<boolean> {
    let url: string | undefined;
    try {
      const reply = await call(
        (await loadCommands()).start_connect,
        {
          account_id: deps.viewer().accountId ?? undefined,
          redirect_url: returnAddress(address.href()),
          state: randomState(deps.random),
          livemode,
        },
        { report: false },
      );
      url = reply.url;
    } catch {
      toast('error', failed);
      return false;
    }
    if (!url) {
      toast('error', t.noRedirect);
      return false;
    }
    address.assign(url);
    return true;
  }

  const reconnect = (connection: Pick<StripeConnection, 'livemode'>, t: StripeStoreTexts = stripeEnglish()) =>
    connect(connection.livemode, t, t.reconnectFailed);

  /**
   * Handles the provider's return on this page, if the address carries one; the list loads either way.
   * The parameters leave the address first, so neither a reload nor a second element replays the code.
   */
  async function handleReturn(t: StripeStoreTexts = stripeEnglish()): Promise<void> {
    const href = address.href();
    const back = readStripeReturn(href);
    if (back.kind !== 'none') address.replace(withoutStripeReturn(href));
    if (back.kind === 'cancelled') toast('info', t.cancelled);
    if (back.kind === 'error') toast('error', t.providerError({ description: back.description }));
    if (back.kind === 'code') {
      try {
        await call(
          (await loadCommands()).handle_callback,
          { code: back.code, state: back.state },
          { report: false },
        );
        $callbackError.set(null);
        toast('success', t.connected);
      } catch {
        $callbackError.set(t.callbackFailed);
        toast('error', t.callbackFailed);
      }
    }
    await load(t);
  }

  /**
   * Saves what the user changed over `connection`, the version the form is based on. A save someone
   * else's overtook (a 409) puts their version in the list and hands it to `onStale`, for the form's merge.
   */
  async function update(
    connection: StripeConnection,
    values: StripeFormValues,
    onStale?: (current: StripeConnection) => void,
    t: StripeStoreTexts = stripeEnglish(),
  ): Promise<string | null> {
    const problem = validateStripeForm(values, t);
    if (problem) return problem;
    const changes = stripeChanges(connection, values);
    if (Object.keys(changes).length === 0) return null;
    const id = connection.stripe_connection_id;
    const replace = (next: StripeConnection) =>
      list.update((items) => items.map((item) => (item.stripe_connection_id === id ? next : item)));
    // Based on the newest version the page holds: after a 409 that is the one the server sent back, so the
    // same form saves only what this user changed over what the other person saved.
    const stored = list.$state.get().items.find((item) => item.stripe_connection_id === id) ?? connection;
    try {
      replace(
        await call(
          (await loadCommands()).update,
          { stripe_connection_id: id, updated_at: stored.updated_at, ...changes },
          { report: false },
        ),
      );
    } catch (error) {
      if (isStale(error)) {
        replace(error.current as StripeConnection);
        onStale?.(error.current as StripeConnection);
      }
      return failureReason(error, t.updateFailed);
    }
    toast('success', t.updated);
    return null;
  }

  async function remove(
    connection: StripeConnection,
    t: StripeStoreTexts = stripeEnglish(),
  ): Promise<boolean> {
    const id = connection.stripe_connection_id;
    try {
      await call((await loadCommands()).delete, { stripe_connection_id: id }, { report: false });
    } catch {
      toast('error', t.deleteFailed);
      return false;
    }
    list.update((items) => items.filter((item) => item.stripe_connection_id !== id));
    toast('success', t.deleted);
    return true;
  }

  return {
    $state: list.$state,
    $callbackError,
    load,
    handleReturn,
    connect,
    reconnect,
    update,
    remove,
  };
}

export type StripeStore = ReturnType<typeof createStripeStore>;
