import '../task-status-bar/define.ts';
import { defineConsoleElement } from '../runtime/define-element.ts';
import { AdminShell, type AdminShellProps } from './admin-shell.tsx';

/**
 * `<admin-shell>`: the console around a screen (SPEC 1 and 2): the header, the sidebar of the menu for the
 * user's level with submenus and the collapsed icon strip (a drawer below 640 px), the user menu, the
 * footer, the page's toasts and a `<task-status-bar>`. Signed out, it shows the sign-in and registration
 * screen instead of the sidebar and the slot.
 *
 * @attr {string} network-name - the header's title when the address is not an account's sub-domain.
 * @attr {string} api-base - where the API is, when the page did not call configureConsole().
 * @attr {string} site-token - the site token for sign-in and registration.
 * @slot - the current screen (light DOM).
 * @csspart shell - the whole layout. @csspart header - the top bar. @csspart title - the header title.
 * @csspart domain - the current domain. @csspart sidebar - the side menu. @csspart drawer - the menu below 640 px.
 * @csspart main - the screen area. @csspart footer - the footer. @csspart user-menu-button - the user button.
 * @csspart user-menu - the open user menu. @csspart toasts - the toast list. @csspart toast - one toast.
 * @csspart auth - the sign-in screen.
 */
defineConsoleElement<AdminShellProps>('admin-shell', AdminShell, {
  props: { networkName: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'admin-shell': HTMLElement & { networkName: string | undefined };
  }
}
