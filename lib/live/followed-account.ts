import { atom } from 'nanostores';

/**
 * The account a super admin picked in the console (above the user list, docs/behaviour.md) while a screen
 * shows it: the page's live stream follows it (lib/live/live.ts), the server checks the caller may.
 */
export const $followedAccount = atom<number | undefined>(undefined);
