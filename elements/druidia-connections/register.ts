import { defineConsoleElement } from '../runtime/define-element.ts';
import { DruidiaConnections } from './druidia-connections-view.tsx';

/**
 * The account's connections (`account_id` = own, limit 100, page 1, newest first), each with its service, a
 * badge `Shared with Account`, `Personal` or `Other User`, when it was connected and its user hash.
 *
 * Entry: `dist/kit/druidia-connections.js`.
 *
 * ### Behaviour
 *
 * - **Connect Service** opens a dialog offering only the services the user has no connection to (their own
 *   or a shared one); nothing chosen says `Please select a service to connect`. With every service
 *   connected the toast `All available services are already connected` shows instead of the dialog.
 * - Per row, as allowed: **Test** (a `druidia request` in streaming mode, shown as a task in
 *   `<task-status-bar>` that follows the NDJSON progress; without streaming it falls back to a plain call),
 *   **Share** with the account, **Reconnect** (the row is replaced by the returned connection), **Delete**
 *   after a confirmation dialog.
 * - Texts of docs/behaviour.md#messages: `Successfully connected to {service} service`, `Successfully reconnected to {service}
 *   service`, `Successfully shared {service} connection with account`, `Connection deleted successfully`;
 *   failures `Failed to connect to service`, `Failed to reconnect to service`, `Failed to share
 *   connection`, `Failed to delete connection`, the load error's message or `Failed to load Druidia
 *   connections`; an empty list reads `No service connections found...`.
 * - Put a `<task-status-bar>` on the page to show the connection test's progress.
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="https://console.example.com/kit/console-kit.js"></script>
 * <druidia-connections api-base="https://console.example.com" site-token="demo-site"></druidia-connections>
 * <task-status-bar></task-status-bar>
 * ```
 *
 * @summary Section 3 of the profile page, 'Service Connections' (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages): connect, reconnect,
 * share, delete and test the account's connections.
 * @attr {string} api-base - Where the API is (`{api-base}/api`), unless `configureConsole()` set it.
 * @attr {string} site-token - The site token for the sign-in form, unless `configureConsole()` set it.
 * @csspart panel - The whole panel.
 * @csspart section - The section card.
 * @csspart connect-button - The Connect Service button.
 * @csspart list - The list of connections.
 * @csspart connection - One connection row; `data-service` names its service.
 * @csspart badge - An owner badge.
 * @csspart dialog - The connect or delete dialog.
 * @csspart toasts - The toast list, when this element is the page's toast owner.
 */
defineConsoleElement('druidia-connections', DruidiaConnections);

declare global {
  interface HTMLElementTagNameMap {
    'druidia-connections': HTMLElement;
  }
}
