import { ACCESS, hasAccess } from '../protocol/access.ts';

// What the account's read view needs, apart from its form (account-form.ts), which loads zod with the
// schemas: the profile panel shows the account without them.

/**
 * The level account/update asks of the caller (group admin), the server's rule:
 * tests/unit/profile/account-form.test.ts holds it to the command's own.
 */
export const ACCOUNT_EDIT_LEVEL = ACCESS.groupAdmin;

export const canEditAccount = (access: number | undefined): boolean => hasAccess(access, ACCOUNT_EDIT_LEVEL);
