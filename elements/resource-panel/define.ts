import { defineConsoleElement } from '../runtime/define-element.ts';
import { ResourcePanel, type ResourcePanelProps } from './resource-panel.tsx';

/**
 * Contacts, articles, authors, sponsors, helpbot FAQs, message prompts, vendors and API keys, each from its one
 * definition in `lib/resources/<name>.ts`. The console's routes of those areas are this element with a
 * `view`; a CMS plugin page embeds it the same way.
 *
 * Entry: `dist/kit/resource-panel.js`. The area's definition and each view load on first use: a page that
 * shows the contact list never loads the form, the uploader or another area.
 *
 * ### Behaviour
 *
 * - **List**: the area's columns, sortable (a header is a button; `aria-sort` tells the order), a search box
 *   over the area's main text fields, a filter builder that offers only the operators of SPEC 5 for the
 *   chosen field's type (filters show as removable chips), paging with 10, 25 (default), 50 or 100 rows,
 *   the empty text in SPEC 8's style ('No contacts found...'), Edit and Delete (or Revoke, for API keys) per
 *   row behind a confirmation dialog, Export CSV (filters and search apply) where the area has it. Actions a
 *   user's level does not reach are not offered; the server checks again.
 * - **Create and edit**: the area's form sections; each field's input by its kind (text, textarea, email,
 *   url, phone formatted as (XXX) XXX-XXXX, number, switch, select for enums and for records of another area,
 *   date, date and time, tags); required marks and maxlength; the schema's messages at each field before
 *   anything is sent, the server's refusals at their field after; 'Saving...' and the saving overlay; nothing
 *   typed is lost on failure. A new API key's secret is shown once, with a copy button.
 * - **Bulk upload** (contacts, sponsors, helpbot FAQs): a template to download; the CSV is parsed in a
 *   worker (files over 20 MB, non-CSV files and unreadable CSV are refused whole with a clear message); every
 *   line is checked with the form's schema; good lines go in batches of 500 with progress in the status bar;
 *   the result names every refused line with its number and reason and offers them back as a CSV. A line
 *   whose unique field (email, name, question) matches a record updates it, so a re-upload creates nothing.
 * - Moving between views happens inside the element, so it works embedded alone; signed out, it shows the
 *   sign-in form in place.
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="https://console.example.com/kit/resource-panel.js"></script>
 * <resource-panel resource="contact" api-base="https://console.example.com" site-token="demo-site"></resource-panel>
 * ```
 *
 * @summary Any area of the console built on the resource framework: a list with sorting, filters, search and
 * paging; create and edit forms; delete; CSV bulk upload and export where the area has them.
 * @attr {string} resource - The area: `contact`, `article`, `author`, `sponsor`, `helpbot_faq`, `message_prompt`, `vendor`, `api_key`.
 * @attr {string} [view=list] - `list`, `create`, `edit` or `bulk-upload`.
 * @attr {number} record-id - The record the edit view opens.
 * @attr {string} api-base - Where the API is (`{api-base}/api`), unless `configureConsole()` set it.
 * @attr {string} site-token - The site token of the sign-in form shown when nobody is signed in.
 * @fires {CustomEvent<{ resource: string; id: number }>} saved - A record was created or changed.
 * @fires {CustomEvent<{ resource: string }>} cancel - The user left a form without saving.
 * @csspart table - The list's scroll region.
 * @csspart pagination - The pager.
 * @csspart dialog - A dialog.
 * @csspart overlay - The saving overlay.
 * @csspart toasts - The toast list, when this panel shows them.
 * @csspart auth - The sign-in form.
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
