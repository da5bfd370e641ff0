import { defineConsoleElement } from '../runtime/define-element.ts';
import { AdminShell, type AdminShellProps } from './admin-shell.tsx';

/**
 * The reference host app (`host-app/`) puts the current screen in its slot; any other host may do the same.
 *
 * Entry: `dist/kit/admin-shell.js` (it also registers `<task-status-bar>`, with the signed-in menu it sits in).
 *
 * ### Behaviour
 *
 * - **Header.** `'{account name} Administration'` when the page's address is a sub-domain of a multi-part
 *   host (`admin.rodeo.example.com`), otherwise the `network-name` (default `Network Administration`), and
 *   the current domain under it. Before sign-in the account name comes from the public `account/site_name`
 *   command (the account whose domain is the host or a parent of it; nothing but its name leaves the
 *   server); after sign-in from the session.
 * - **Signed out** the shell shows the sign-in and registration screen (docs/behaviour.md#screens: 'Sign in to your account' /
 *   'Create a new account', with every message of docs/behaviour.md#validation and docs/behaviour.md#messages) instead of the menu and the slot. After
 *   sign-in it goes to the address's `next` parameter when that is a path on this site, else `/dashboard`.
 * - **Sidebar.** Only the menu entries the user's level reaches (docs/behaviour.md#screens's table; route-only screens never),
 *   in docs/behaviour.md's twelve groups. A group of one entry is that entry; larger groups open as submenus, one at a
 *   time, and opening one closes the user menu. Links navigate in place without a page reload (a middle
 *   click still opens a new tab). The current entry is marked (`aria-current="page"`). **Collapse** shrinks
 *   it to a 64 px icon strip (256 px expanded; docs/behaviour.md#limits's 64/16 units at 4 px); a group icon in the strip
 *   opens the sidebar at that group. The task status bar sits at its bottom.
 * - **Below 640 px** the sidebar becomes a drawer opened from the menu button in the header: a modal dialog
 *   that keeps focus inside, closes on Escape, on the backdrop and after following a link, and returns
 *   focus to the menu button.
 * - **User menu**: the user's name and email, 'Account Profile' (level 3 and up) and Logout (ends the session
 *   on the server and goes to `/`). Arrow keys move through it; Escape closes it and refocuses its button.
 * - **Remembered across reloads** (localStorage, keys prefixed `console:`): sidebar expanded, user menu
 *   open, the open submenu (docs/behaviour.md#states). docs/behaviour.md#states also lists a "product menu"; the spec shows no such menu, so
 *   the shell has none and the stored preference stays unused.
 * - **Footer**: the account, and the signed-in user's email, role and level.
 * - **Toasts** (docs/behaviour.md#messages) appear bottom right: error red, success green, info blue, warning yellow, each for
 *   5 s or until dismissed. One element per page shows them: the shell when there is one, otherwise the
 *   first panel.
 * - A **Skip to content** button is the first stop of the keyboard.
 * - Events: none of its own (the status bar inside it fires `toggle` and `task-dismiss`, which bubble out).
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="/kit/admin-shell.js"></script>
 * <admin-shell network-name="Rodeo Network" site-token="demo-site">
 *   <section><h1>Your screen</h1></section>
 * </admin-shell>
 * ```
 *
 * @summary The console around a screen (docs/behaviour.md#what-the-console-does and docs/behaviour.md#screens): header, sidebar menu, user menu, footer, toasts and
 * the task status bar; the sign-in and registration screen when signed out.
 * @attr {string} [network-name=Network Administration] - The header's title when the host is no sub-domain.
 * @attr {string} api-base - Where the API is (`{api-base}/api`), unless `configureConsole()` said so; by
 * default the page's origin.
 * @attr {string} site-token - The site token of sign-in and registration, unless `configureConsole()` set it.
 * @slot - The current screen, in the page's light DOM.
 * @csspart shell - The whole layout (a grid).
 * @csspart header - The top bar.
 * @csspart title - The header's title.
 * @csspart domain - The current domain under the title.
 * @csspart sidebar - The side menu (`data-collapsed`).
 * @csspart drawer - The side menu's dialog below 640 px.
 * @csspart main - The screen area around the slot.
 * @csspart footer - The footer.
 * @csspart user-menu-button - The user's button in the header.
 * @csspart user-menu - The open user menu.
 * @csspart toasts - The toast list.
 * @csspart toast - One toast.
 * @csspart auth - The sign-in and registration screen.
 */
defineConsoleElement<AdminShellProps>('admin-shell', AdminShell, {
  props: { networkName: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'admin-shell': HTMLElement & { networkName: string | undefined };
  }
}
