import { callCommand } from '../api/api.ts';
import { accountCommands } from '../protocol/account.ts';

/** The public site_name command: the display name of the account behind a host name, or null. */
export const fetchSiteName = async (domain: string): Promise<string | null> =>
  (await callCommand(accountCommands.site_name, { domain }, { report: false })).account_name;
