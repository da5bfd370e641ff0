import { defineConsoleElement } from '../runtime/define-element.ts';
import { ProfilePanel, type ProfilePanelProps } from './profile-panel.tsx';

/**
 * `<profile-panel>`: sections 1 and 2 of the profile page (SPEC 2), 'User Information' and 'Account
 * Information', each a read view with a pencil that swaps in its edit form. Signed out, the sign-in form
 * shows in its place. Editing the account needs group admin (level 5), the server's rule.
 *
 * @attr {string} api-base - where the API is (`{api-base}/api`), unless configureConsole() set it.
 * @attr {string} site-token - the site token for signing in, unless configureConsole() set it.
 * @fires updated - a section was saved; detail `{ section: 'user' | 'account', user }` (the re-read user).
 * @fires cancel - an edit was cancelled; detail `{ section: 'user' | 'account' }`.
 * @csspart panel - the whole panel. @csspart section - each section card. @csspart edit-button - a pencil.
 * @csspart form - an edit form. @csspart overlay - the 'Saving changes...' overlay.
 * @csspart alert - the error banner. @csspart toasts - the toast list (when this element shows them).
 * Theme: the `--console-*` custom properties listed in docs/elements.md.
 */
defineConsoleElement<ProfilePanelProps>('profile-panel', ProfilePanel, {
  events: { onUpdated: 'updated', onCancel: 'cancel' },
});

declare global {
  interface HTMLElementTagNameMap {
    'profile-panel': HTMLElement;
  }
}
