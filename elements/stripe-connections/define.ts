import { defineConsoleElement } from '../runtime/define-element.ts';
import { StripeConnections, type StripeConnectionsProps } from './stripe-connections.tsx';

/**
 * `<stripe-connections>`: section 4 of the profile page, 'Stripe Connections' (SPEC 2, 4, 5, 7, 8): the
 * account's Stripe connections; edit, delete, and Stripe Connect, which leaves for Stripe and comes back to
 * this same page, where the element finishes the connection and cleans the address. Signed out, the
 * sign-in form shows in its place. Connect, edit and delete need group admin (level 5).
 *
 * @attr {boolean} livemode - connect live Stripe accounts; test mode unless present.
 * @attr {string} api-base - where the API is (`{api-base}/api`), unless configureConsole() set it.
 * @attr {string} site-token - the site token for signing in, unless configureConsole() set it.
 * @csspart panel - the whole panel. @csspart section - the card. @csspart connect-button - Connect Stripe.
 * @csspart list - the list. @csspart connection - one row (`data-account` is its Stripe account id).
 * @csspart badge - a state or mode badge. @csspart dialog - the edit or delete dialog.
 * @csspart alert - the callback's inline error. @csspart toasts - the toast list (when shown here).
 * Theme: the `--console-*` custom properties listed in docs/elements.md.
 */
defineConsoleElement<StripeConnectionsProps>('stripe-connections', StripeConnections, {
  props: { livemode: 'boolean' },
});

declare global {
  interface HTMLElementTagNameMap {
    'stripe-connections': HTMLElement & { livemode: boolean };
  }
}
