import { defineConsoleElement } from '../runtime/define-element.ts';
import { StripeConnections, type StripeConnectionsProps } from './stripe-connections-view.tsx';

/**
 * Each connection's Stripe account, an `Active` / `Inactive` badge, test or live mode, its statement
 * descriptor and the keys of its mode (secret keys masked by the API).
 *
 * Entry: `dist/kit/stripe-connections.js`.
 *
 * ### Behaviour
 *
 * - **Connect Stripe** (and **Reconnect** on a row) calls `start_connect` with a fresh random `state`,
 *   `livemode` false unless the `livemode` attribute is set, and this page's address as `redirect_url`, then
 *   goes to the returned URL (`No redirect URL received from Stripe` without one). Stripe, or the server's
 *   simulator, sends the browser back to the same page with `code` and `state`, or `error` and
 *   `error_description`. The element then exchanges the code (`handle_callback`), reloads the list and toasts
 *   `Stripe connection successful!`; `error=access_denied` gives the info toast `Stripe connection was
 *   cancelled`, any other error `Stripe connection error: {description}`; a failed exchange shows `Failed to
 *   process Stripe callback` inline and as a toast. Afterwards the four parameters are removed from the
 *   address (`history.replaceState`), so a reload does not replay them.
 * - **Edit** (a dialog): statement descriptor (at most 100), the publishable and secret keys and webhook
 *   secrets (at most 255), active, create products. Only changed fields are sent: a masked secret left as it
 *   is stays unchanged.
 * - **Delete** after a confirmation dialog: `Stripe connection deleted successfully` or `Failed to delete
 *   connection`. Other texts: `Failed to load Stripe connections`, `Failed to connect to Stripe`, `Failed to
 *   reconnect to Stripe`, `No Stripe connections found...`.
 * - Connect, edit and delete need group admin (level 5).
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="https://console.example.com/kit/stripe-connections.js"></script>
 * <stripe-connections api-base="https://console.example.com" site-token="demo-site"></stripe-connections>
 * ```
 *
 * @summary Section 4 of the profile page, 'Stripe Connections' (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages): the account's Stripe
 * connections and Stripe Connect.
 * @attr {boolean} [livemode=false] - Connect live-mode Stripe accounts; test mode unless present.
 * @attr {string} api-base - Where the API is (`{api-base}/api`), unless `configureConsole()` set it.
 * @attr {string} site-token - The site token for the sign-in form, unless `configureConsole()` set it.
 * @csspart panel - The whole panel.
 * @csspart section - The section card.
 * @csspart connect-button - The Connect Stripe button (group admins).
 * @csspart list - The list of connections.
 * @csspart connection - One connection row; `data-account` is its Stripe account id.
 * @csspart badge - A state or mode badge.
 * @csspart dialog - The edit or delete dialog.
 * @csspart alert - The callback's inline error.
 * @csspart toasts - The toast list, when this element is the page's toast owner.
 */
defineConsoleElement<StripeConnectionsProps>('stripe-connections', StripeConnections, {
  props: { livemode: 'boolean' },
});

declare global {
  interface HTMLElementTagNameMap {
    'stripe-connections': HTMLElement & { livemode: boolean };
  }
}
