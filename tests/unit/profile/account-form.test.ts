import { describe, expect, it } from 'vitest';
import { accountEditInput, accountFormValues } from '../../../lib/profile/account-form.ts';
import { ACCOUNT_EDIT_LEVEL, canEditAccount } from '../../../lib/profile/account-view.ts';
import { accountCommands } from '../../../lib/protocol/account.ts';
import { USER_INFO } from '../session/user-info.ts';

describe('the account edit form (docs/behaviour.md#screens, docs/behaviour.md#records, docs/behaviour.md#levels)', () => {
  it('is for group admins (level 5), the level the server asks of account/update', () => {
    expect(ACCOUNT_EDIT_LEVEL).toBe(5);
    expect(ACCOUNT_EDIT_LEVEL).toBe(accountCommands.update.access);
    expect(canEditAccount(4)).toBe(false);
    expect(canEditAccount(5)).toBe(true);
    expect(canEditAccount(undefined)).toBe(false);
  });

  it('starts from the account fields of the user info', () => {
    expect(accountFormValues({ ...USER_INFO, domain: 'acme.test' })).toEqual({
      accountName: 'Acme',
      domain: 'acme.test',
      description: '',
    });
  });

  it('sends the account edit payload, an empty description as null', () => {
    const input = accountEditInput(USER_INFO, {
      accountName: ' Acme ',
      domain: 'acme.test',
      description: ' ',
    });
    expect(input).toEqual({
      user_id: 12,
      account_id: 3,
      updated_at: USER_INFO.account_updated_at,
      account_name: 'Acme',
      domain: 'acme.test',
      description: null,
    });
    expect(accountCommands.update.request.safeParse(input).success).toBe(true);
  });
});
