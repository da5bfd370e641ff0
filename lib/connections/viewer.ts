import type { Session } from '../session/session.ts';

/** The signed-in user as the connection rules need them. */
export interface Viewer {
  userId: number | null;
  access: number;
  accountId: number | null;
}

export const viewerOf = ({ id, access, userInfo }: Session): Viewer => ({
  userId: userInfo?.user_id ?? id,
  access,
  accountId: userInfo?.account_id ?? null,
});
