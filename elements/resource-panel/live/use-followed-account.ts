import { useEffect } from 'react';
import { $followedAccount } from '../../../lib/live/followed-account.ts';

/** The list parameter that picks an account (a super admin's, above the user list). */
const ACCOUNT_PARAM = 'account_id';

/** While a list shows a super admin's pick of account, the page's live stream follows that account. */
export function useFollowedAccount(listParam: string | undefined, value: number | undefined): void {
  const account = listParam === ACCOUNT_PARAM ? value : undefined;
  useEffect(() => {
    if (account === undefined) return;
    $followedAccount.set(account);
    return () => $followedAccount.set(undefined);
  }, [account]);
}
