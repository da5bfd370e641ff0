import { randomBytes } from 'node:crypto';
import { USER_HASH_MAX } from '../../lib/protocol/druidia.ts';

export interface ServiceCredentials {
  userHash: string;
  token: string;
}

/**
 * Stands in for the external service registry: it would issue the user's hash and an API token for the
 * service. The hash identifies, the token authorises (32 random bytes, like a session token).
 */
export const issueCredentials = (): ServiceCredentials => ({
  userHash: randomBytes(USER_HASH_MAX / 2).toString('hex'),
  token: randomBytes(32).toString('base64url'),
});
