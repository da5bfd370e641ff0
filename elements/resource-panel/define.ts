import { defineConsoleElement } from '../runtime/define-element.ts';
import { ResourcePanel, type ResourcePanelProps } from './resource-panel.tsx';

/**
 * `<resource-panel>`: any area of the console (contacts, articles, sponsors, ...) from its definition in
 * lib/resources: a list with sorting, filters by type, search and paging; create and edit forms; delete
 * with confirmation; CSV bulk upload and export where the area has them. Each view loads on first use.
 *
 * @attr {string} resource - the area: account, user, contact, article, author, sponsor, helpbot_faq, message_prompt, vendor, api_key,
 *   bucket, image (a gallery of thumbnails; create uploads, edit replaces) or file (folders, downloads).
 * @attr {string} view - list (default), create, edit, bulk-upload, reorder (areas with a reorder command), or a form the area names (account: register).
 * @attr {number} record-id - the record the edit view opens.
 * @attr {string} api-base - where the API is, when the page did not call configureConsole().
 * @attr {string} site-token - the site token for the sign-in form shown when nobody is signed in.
 * @fires saved - a record was created or changed; detail `{ resource, id }`.
 * @fires cancel - the user left a form without saving; detail `{ resource }`.
 * @csspart table - the list's scroll region. @csspart pagination - the pager. @csspart dialog - a dialog.
 * @csspart overlay - the saving overlay. @csspart toasts - the toast list (when this panel shows them).
 * @csspart auth - the sign-in form.
 */
defineConsoleElement<ResourcePanelProps>('resource-panel', ResourcePanel, {
  props: { resource: 'string', view: 'string', recordId: 'number' },
  events: { onSaved: 'saved', onCancel: 'cancel' },
});

declare global {
  interface HTMLElementTagNameMap {
    'resource-panel': HTMLElement & {
      resource: string | undefined;
      view: string | undefined;
      recordId: number | undefined;
    };
  }
}
