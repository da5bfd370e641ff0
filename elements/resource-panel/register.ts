import { defineConsoleElement } from '../runtime/define-element.ts';
import { ResourcePanel, type ResourcePanelProps } from './resource-panel.tsx';

/**
 * Any area of the console built on the resource framework (accounts, users, contacts, articles, authors,
 * sponsors, helpbot FAQs, message prompts, broadcasts, vendors, API keys, photo buckets, the image gallery,
 * files, the task board), each from its one definition in `lib/resources/<name>.ts`. The console's routes of
 * those areas are this element with a `view`; a CMS plugin page embeds it the same way.
 *
 * Entry: `dist/kit/resource-panel.js`. The area's definition and each view load on first use: a page that
 * shows the contact list never loads the form, the uploader, the editor or another area.
 *
 * ### Behaviour
 *
 * - **List**: the area's columns, sortable (a header is a button; `aria-sort` tells the order), a search box
 *   over the area's main text fields, a filter builder that offers only the operators of docs/behaviour.md#validation for the
 *   chosen field's type (filters show as removable chips), paging with 10, 25 (default), 50 or 100 rows,
 *   the empty text in docs/behaviour.md#messages's style ('No contacts found...'), Edit and Delete (or Revoke, for API keys) per
 *   row behind a confirmation dialog, Export CSV (filters and search apply) where the area has it. Actions a
 *   user's level does not reach are not offered; the server checks again.
 * - **Create and edit**: the area's form sections; each field's input by its kind (text, textarea, email,
 *   url, phone formatted as (XXX) XXX-XXXX, number, switch, select for enums and for records of another area,
 *   date, date and time, tags, password, access level); required marks and maxlength; the schema's messages
 *   at each field before anything is sent, the server's refusals at their field after; 'Saving...' and the
 *   saving overlay; nothing typed is lost on failure. A new API key's secret is shown once, with a copy
 *   button.
 * - **Bulk upload** (contacts, sponsors, helpbot FAQs): a template to download; the CSV is parsed in a
 *   worker (files over 20 MB, non-CSV files and unreadable CSV are refused whole with a clear message); every
 *   line is checked with the form's schema; good lines go in batches of 500 with progress in the status bar;
 *   the result names every refused line with its number and reason and offers them back as a CSV. A line
 *   whose unique field (email, name, question) matches a record updates it, so a re-upload creates nothing.
 * - **Accounts and users**: Register Account is a named form of the account area (`view="register"`, also a
 *   button on the list): a new account and its owner in one step, the password sent only as its SHA-256.
 *   The user forms offer only access levels up to the signed-in user's own; a row at or above that level
 *   has no Edit or Disable. Disable and Enable are row actions; a disable ends the user's sessions. A super
 *   admin picks, above the user list, the account whose users it shows, and may create a user there.
 * - **Article editor** (the edit and create views of `article`, route `/article/editor/:article_id`): the
 *   body is a rich-text editor (tiptap on ProseMirror, a lazy chunk only forms with a rich field load) with
 *   a toolbar of toggle buttons (Bold, Italic, Heading 2 and 3, bulleted and numbered lists, Insert image,
 *   Link, Undo, Redo; `aria-pressed`, one tab stop and arrow keys as in the WAI-ARIA toolbar pattern) and
 *   the usual shortcuts. **Insert image** picks from the gallery (search, bucket, pages) and asks for the
 *   alt text, prefilled with the image's; the body stores it as
 *   `<image-delivery image-key alt width height>` (no URL), which a property site shows with
 *   `image-delivery.js` and its image domain. **Preview** shows the article as readers will see it, cleaned
 *   in the browser by the rules the server applies before storing (`lib/rich-text/rules.ts`).
 * - **Image fields** (an article's hero image, an author's avatar, a sponsor's logo): the chosen image's
 *   thumbnail and title, **Choose** (the same gallery picker) and **Remove**.
 * - **Drafts** (areas whose definition sets `form.drafts`: articles): a form's values are written to
 *   `localStorage` 0.8 s after the last change, under `console-draft:<account>:<user>:<area>:<id or new>`;
 *   'Draft saved at h:mm' shows beside the buttons. When the form opens again with a draft that differs
 *   from the record, the draft is put back with a notice and a **Discard draft** button. A successful save
 *   or Discard removes the draft; Cancel keeps it; drafts older than 30 days are removed. Signing out does
 *   not remove them, so that an expired session loses nothing typed.
 * - **Reorder** (`view="reorder"`, helpbot FAQs): the whole list (up to 1,000) as an ordered list; drag a
 *   row by its handle, or focus the handle and press Up/Down (Home/End), or use each row's Move up / Move
 *   down buttons; every move is announced in a live region. Save order sends the new order.
 * - **Task Board** (`resource="task_card"`, super admins): the list is a board of cards in the columns To do,
 *   Doing, Review and Done. Create Task Card and a card's title open the form in a modal dialog (focus stays
 *   inside; Escape or Cancel closes it and focus goes back); a card's Delete asks for confirmation. A card moves by dragging its handle (a line
 *   shows where it will land, within or across columns) or from the keyboard: focus the handle, Space or
 *   Enter picks the card up, the arrow keys carry it up, down and across columns, Space or Enter drops it,
 *   Escape (or Tab) puts it back; each step is announced in a live region. Each move is sent at once and the
 *   server answers the whole board, which replaces the panel's own; the board also asks again when a
 *   colleague's move reaches the page's live stream (docs/behaviour.md#live-changes), when the window gets
 *   focus, when the tab becomes visible, every 15 s while the stream is down, and on Refresh, so two
 *   browsers converge.
 * - **Images** (`resource="image"`): the list is the Image Gallery, a grid of `<image-delivery>` thumbnails,
 *   newest first, with a bucket filter, search and paging; a tile opens Edit Image: the metadata form, the
 *   picture with its facts, Replace file and Delete image (its stored bytes and renditions go too).
 * - **Add Image and Upload Files** (`view="create"` of `image` and `file`): files by drag and drop or the
 *   Choose button, many at once, each with its record fields (an image's title and required alt text; a
 *   file's name), a bucket or folder for the batch. Everything is checked before a byte is sent; each file
 *   is then uploaded with its own task in the status bar, and each failure is named beside its file with
 *   what to do (Retry sends only what failed).
 * - **Broadcast calendar** (`resource="broadcast"`, areas whose definition names a `views.calendar` field): the
 *   list is a month grid (a table, Sunday first, today marked; Previous month, Today, Next month), each day
 *   listing its broadcasts by time; below 640 px of the element's own width, an agenda of the month's days
 *   that have broadcasts. A day's number opens the create form on that day at 9:00; a broadcast opens its
 *   edit form. A broadcast moves to another day, keeping its time of day, by drag or by Shift+Left/Right
 *   (a day) and Shift+Up/Down (a week) on the focused broadcast; each move is announced in a live region.
 *   A sent broadcast does not move and its form is read-only; it carries a lock, which a line above the
 *   grid explains. A scheduled one cannot move into the past. Titles wrap to two lines (the whole title is
 *   the entry's name and tooltip).
 * - **Files** (`resource="file"`): the list with a folder picker and a Download on every row (byte for
 *   byte, under the file's name); Edit renames or moves a file.
 * - **Rodeos and contestants**: a rodeo's row links to its contestants (`open` event); the contestant list
 *   has a Rodeo picker above it (`parent-id`), and a new contestant starts in the picked rodeo.
 * - **Ticket orders**: read-only, with totals (count, tickets, amount per currency) of the filtered list.
 * - **Sync Rodeo Data** (`resource="rodeo_sync" view="sync"`): Run sync pulls rodeos and contestants from
 *   the account's rodeo feed with its progress in the status bar; runs are listed with counts and errors.
 * - **Jobs** (`resource="job" view="jobs"`, super admins): the account's background jobs, queued, running,
 *   done or failed with the error; Retry a failed or cancelled one, Cancel a queued or running one.
 * - **Broadcast reports** (`resource="broadcast" view="report" record-id`): sent, failed with reasons,
 *   unsubscribed since; Cancel while it sends. The calendar opens it for what went out.
 * - **Captured Data** (`resource="capture" view="dashboard"`): submissions per form per day as a chart,
 *   then the latest submissions with filters and export.
 * - Moving between views happens inside the element, so it works embedded alone; signed out, it shows the
 *   sign-in form in place.
 * - **Addresses**: each move the user makes (Create, Edit, a gallery tile, a calendar entry, a task card,
 *   back to the list) is reported as `view-change`, and each change of a list's page, page size, sort,
 *   order, filters or search as `list-state-change` with the state as query parameters (`page=3&sort=
 *   last_name&filter=city:=:Cheyenne`, defaults left out); the gallery's bucket and the file list's folder
 *   are `scope` parameters (`scope=folder:=:Maps`) and a calendar's month is `month=2026-12`. A host keeps them in its own address and hands them back in
 *   `view`, `record-id`, `parent-id` and `list-state`: a new value shows that view, one that only echoes
 *   the last event changes nothing. The console does exactly this, so Back, Forward, reload and a copied
 *   link restore the view.
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="https://console.example.com/kit/resource-panel.js"></script>
 * <resource-panel resource="contact" api-base="https://console.example.com" site-token="demo-site"></resource-panel>
 * ```
 *
 * @summary Any area of the console built on the resource framework: a list with sorting, filters, search and
 * paging; create and edit forms; delete; CSV bulk upload and export, uploads and reordering where the area has them.
 * @attr {string} resource - The area: {@areas}.
 * @attr {string} [view=list] - `list`, `create`, `edit`, `bulk-upload`, `reorder` (areas with a reorder command), `sync` (rodeo_sync), `jobs` (job), `report` (broadcast), `dashboard` (capture), or a form the area names (`register` for `account`).
 * @attr {number} record-id - The record the edit view opens.
 * @attr {number} parent-id - For an area listed by a ref (contestants by rodeo): the record to list for.
 * @attr {string} list-state - The list's page, page size, sort, order, filters and search as query parameters (`page=3&sort=last_name&order=desc&search=ann&filter=city:=:Cheyenne`), a gallery's bucket or a folder as `scope` (`scope=folder:=:Maps`), a calendar's month as `month=2026-12`, the account a super admin picks above the user list as `account_id=2`, as `list-state-change` reports them; what is missing or not understood is the default.
 * @attr {string} api-base - Where the API is (`{api-base}/api`), unless `configureConsole()` set it.
 * @attr {string} site-token - The site token of the sign-in form shown when nobody is signed in.
 * @fires {CustomEvent<{ resource: string; id: number }>} saved - A record was created or changed.
 * @fires {CustomEvent<{ resource: string }>} cancel - The user left a form without saving.
 * @fires {CustomEvent<{ resource: string; view: string; id?: number; parent?: number; listState?: string }>} view-change - The user moved to another view (Create, Edit of a record, Bulk upload, back to the list with its `listState`, another area's list for one `parent`); a host that routes pushes a history entry for it.
 * @fires {CustomEvent<{ resource: string; listState: string; history: 'push' | 'replace' }>} list-state-change - The user changed the list's page, size, sort, order, filters or search (a gallery's bucket, a folder, a calendar's month); `history` says whether a host's history should get a new entry (`push`) or replace the current one (`replace`, while typing a search).
 * @fires {CustomEvent<{ resource: string; field: string; id: number }>} open - The user followed a row's link to another area's list (a rodeo's contestants: `{ resource: 'contestant', field: 'rodeo', id }`); the panel shows it itself.
 * @csspart table - The list's scroll region, or its cards below 640 px.
 * @csspart scroll-hint - The line under a table wider than the panel that says it scrolls sideways.
 * @csspart badge - A status badge (with `data-tone` and `data-status`).
 * @csspart pagination - The pager.
 * @csspart dialog - A dialog.
 * @csspart overlay - The saving overlay.
 * @csspart preview - A message prompt's preview, or an article's.
 * @csspart toasts - The toast list, when this panel shows them.
 * @csspart auth - The sign-in form.
 */
defineConsoleElement<ResourcePanelProps>('resource-panel', ResourcePanel, {
  props: { resource: 'string', view: 'string', recordId: 'number', parentId: 'number', listState: 'string' },
  events: {
    onSaved: 'saved',
    onCancel: 'cancel',
    onOpen: 'open',
    onViewChange: 'view-change',
    onListStateChange: 'list-state-change',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'resource-panel': HTMLElement & {
      resource: string | undefined;
      view: string | undefined;
      recordId: number | undefined;
      parentId: number | undefined;
      listState: string | undefined;
    };
  }
}
