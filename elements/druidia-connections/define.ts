import { defineConsoleElement } from '../runtime/define-element.ts';
import { DruidiaConnections } from './druidia-connections.tsx';

/**
 * `<druidia-connections>`: section 3 of the profile page, 'Service Connections' (SPEC 2, 4, 5, 7, 8): the
 * account's connections with their owner badges; connect, reconnect, share, delete, and a streaming
 * connection test that shows its progress as a task in `<task-status-bar>`. Signed out, the sign-in form
 * shows in its place.
 *
 * @attr {string} api-base - where the API is (`{api-base}/api`), unless configureConsole() set it.
 * @attr {string} site-token - the site token for signing in, unless configureConsole() set it.
 * @csspart panel - the whole panel. @csspart section - the card. @csspart connect-button - Connect Service.
 * @csspart list - the list. @csspart connection - one row (`data-service` names its service).
 * @csspart badge - an owner badge. @csspart dialog - the connect or delete dialog.
 * @csspart toasts - the toast list (when this element shows them).
 * Theme: the `--console-*` custom properties listed in docs/elements.md.
 */
defineConsoleElement('druidia-connections', DruidiaConnections);

declare global {
  interface HTMLElementTagNameMap {
    'druidia-connections': HTMLElement;
  }
}
