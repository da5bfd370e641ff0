import { defineConsoleElement } from '../runtime/define-element.ts';
import { ProfilePanel, type ProfilePanelProps } from './profile-panel.tsx';

/**
 * Each section is a read view with a pencil button that swaps in its edit form, and back on Cancel or after
 * a save.
 *
 * Entry: `dist/kit/profile-panel.js`.
 *
 * ### Behaviour
 *
 * - User form: First Name, Last Name (required, at most 150), Email Address (required), New Password (leave
 *   blank to keep current; a new one is hashed in the browser as at sign-in), and a **Contact Information**
 *   group with Primary and Secondary Phone. A phone shows the placeholder `(XXX) XXX-XXXX` and formats the
 *   digits as they are typed (10 digits); its label field and its textable switch (`Can receive texts` /
 *   `Cannot receive texts`) stay disabled while the phone is empty.
 * - Account form: Account Name and Domain (required, at most 150), Description (4 rows, at most 2500).
 *   The read view shows `No description available` for an empty description. Editing the account needs
 *   group admin (level 5), the server's rule; below it the section says so instead of offering a pencil.
 * - Saving: the button reads `Saving...` and a full-screen `Saving changes...` overlay with a spinner covers
 *   the page. Success toasts `User information updated successfully` / `Account information updated
 *   successfully`, re-reads the user by email and stores it as the session's `userInfo`. A failure shows
 *   the server's message (or `Failed to update user information` / `Failed to update account information`)
 *   in the shared error banner, which also raises an error toast.
 * - Signed out, the sign-in form shows in its place.
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="https://console.example.com/kit/profile-panel.js"></script>
 * <profile-panel api-base="https://console.example.com" site-token="demo-site"></profile-panel>
 * <script>
 *   document.querySelector('profile-panel').addEventListener('updated', (event) => {
 *     console.log('saved', event.detail.section, event.detail.user.email);
 *   });
 * </script>
 * ```
 *
 * @summary Sections 1 and 2 of the profile page (docs/behaviour.md#screens): 'User Information' and 'Account Information',
 * each editable.
 * @attr {string} api-base - Where the API is (`{api-base}/api`), unless `configureConsole()` set it.
 * @attr {string} site-token - The site token for the sign-in form, unless `configureConsole()` set it.
 * @fires {CustomEvent<{ section: 'user' | 'account'; user: UserInfo }>} updated - A section was saved; `user` is the re-read user info.
 * @fires {CustomEvent<{ section: 'user' | 'account' }>} cancel - An edit was cancelled.
 * @csspart panel - The whole panel.
 * @csspart section - Each section card.
 * @csspart edit-button - A section's pencil button.
 * @csspart form - An edit form.
 * @csspart overlay - The 'Saving changes...' overlay.
 * @csspart alert - The error banner.
 * @csspart toasts - The toast list, when this element is the page's toast owner.
 */
defineConsoleElement<ProfilePanelProps>('profile-panel', ProfilePanel, {
  events: { onUpdated: 'updated', onCancel: 'cancel' },
});

declare global {
  interface HTMLElementTagNameMap {
    'profile-panel': HTMLElement;
  }
}
