import { descriptionOrNull } from '../forms/validation.ts';
import type { accountCommands } from '../protocol/account.ts';
import type { RequestOf } from '../protocol/command.ts';
import type { UserInfo } from '../protocol/user.ts';

export interface AccountFormValues {
  accountName: string;
  domain: string;
  description: string;
}

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
