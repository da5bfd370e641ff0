import { randomBytes } from 'node:crypto';
import { USER_HASH_MAX } from '../../lib/protocol/druidia.ts';
import { newToken } from '../auth/tokens.ts';

export interface ServiceCredentials {
  userHash: string;
  token: string;
}

/**
 * Stands in for the external service registry: it would issue the user's hash and an API token for the
 * service. The hash identifies, the token authorises (256 random bits, like a session token).
 */
export const issueCredentials = (): ServiceCredentials => ({
  userHash: randomBytes(USER_HASH_MAX / 2).toString('hex'),
  token: newToken(),
});
