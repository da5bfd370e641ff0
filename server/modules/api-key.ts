import { noteRecord } from '../activity/trail.ts';
import { apiKey } from '../../lib/resources/api-key.ts';
import { newApiKey } from '../auth/api-keys.ts';
import { badRequest, forbidden } from '../http/failure.ts';
import { findRecord, insertRecord } from '../resources/sql.ts';
import type { ResourceHooks } from '../resources/save.ts';

export const apiKeyHooks: ResourceHooks = {
  handlers: {
    // The secret is in this reply and nowhere else, ever: the table keeps its hash.
    async create({ db, session }, input) {
      // A leaked key must not be able to mint itself successors that outlive its revocation.
      if (session.apiKeyId) throw forbidden('An API key cannot create API keys; sign in to create one');
      const expires = input.expires_at as string | null;
      if (expires !== null && expires <= new Date().toISOString().slice(0, 10)) {
        throw badRequest('expires_at: Must be a date after today');
      }
      const { secret, prefix, hash } = newApiKey();
      const created = await insertRecord(db, apiKey, session, {
        name: input.name,
        expires_at: expires,
        prefix,
        secret_hash: hash,
      });
      return { ...created, secret };
    },

    async revoke(ctx, input) {
      const { db, session } = ctx;
      const key = await findRecord(db, apiKey, session, input.api_key_id as number);
      await db.query(
        'UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()), updated_at = now() WHERE api_key_id = $1',
        [key.api_key_id],
      );
      const revoked = await findRecord(db, apiKey, session, key.api_key_id as number);
      // Noted like a save, so a bulk revoke leaves an entry per key (server/activity/trail.ts).
      noteRecord(ctx, apiKey, key, revoked);
      return revoked;
    },
  },
};
