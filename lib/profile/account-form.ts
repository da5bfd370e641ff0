import { descriptionOrNull } from '../forms/validation.ts';
import { accountCommands } from '../protocol/account.ts';
import { hasAccess } from '../protocol/access.ts';
import type { RequestOf } from '../protocol/command.ts';
import type { UserInfo } from '../protocol/user.ts';

export interface AccountFormValues {
  accountName: string;
  domain: string;
  description: string;
}

export const NO_DESCRIPTION = 'No description available';

/** The level account/update asks of the caller (group admin): the server's rule, read from its table. */
export const ACCOUNT_EDIT_LEVEL = accountCommands.update.access;

export const canEditAccount = (access: number | undefined): boolean => hasAccess(access, ACCOUNT_EDIT_LEVEL);

/** The account as the signed-in user's info carries it (user/read joins the account in). */
export const accountFormValues = (user: Partial<UserInfo>): AccountFormValues => ({
  accountName: user.account_name ?? '',
  domain: user.domain ?? '',
  description: user.description ?? '',
});

export const accountEditInput = (
  user: Pick<UserInfo, 'user_id' | 'account_id' | 'account_updated_at'>,
  values: AccountFormValues,
): RequestOf<typeof accountCommands.update> => ({
  user_id: user.user_id,
  account_id: user.account_id,
  // The version the form was based on (docs/behaviour.md#conflicts).
  updated_at: user.account_updated_at,
  account_name: values.accountName.trim(),
  domain: values.domain.trim(),
  description: descriptionOrNull(values.description),
});
