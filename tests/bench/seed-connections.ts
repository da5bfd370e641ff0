import { randomBytes } from 'node:crypto';
import { DRUIDIA_SERVICES } from '../../lib/protocol/druidia.ts';
import type { Db } from '../../server/db/db.ts';
import { DRUIDIA } from '../../server/druidia/rows.ts';
import type { Keys } from '../../server/keys.ts';
import { sealSecrets } from '../../server/secrets/columns.ts';

export const BENCH_DOMAIN = 'demo.test';
const BATCH = 10_000;
// The shapes issueCredentials gives (32-byte base64url token, 10 hex characters of hash), cut from one
// random buffer per batch: a randomBytes call per value cost about 1.5 s of the seed for 100k rows.
const TOKEN_BYTES = 32;
const HASH_BYTES = 5;

export interface SeedResult {
  rows: number;
  owners: number;
  ms: number;
}

/**
 * Adds `rows` Druidia connections to the demo account. A user owns at most one connection per service
 * (druidia_connections_personal), so the rows need rows / services owners: they are added as disabled
 * bench users. Each token is sealed by the server's own sealSecrets, because the ciphertext's associated
 * data names its row id: one ciphertext reused across rows would fail authentication in the list reply.
 */
export async function seedConnections(db: Db, keys: Keys, rows: number): Promise<SeedResult> {
  const started = performance.now();
  const services = DRUIDIA_SERVICES;
  const owners = Math.ceil(rows / services.length);
  await db.transaction(async (tx) => {
    const [account] = await tx.query<{ account_id: number }>(
      'SELECT account_id FROM accounts WHERE domain = $1',
      [BENCH_DOMAIN],
    );
    if (!account) throw new Error(`No ${BENCH_DOMAIN} account: was the demo seeded?`);
    await tx.query(
      `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access, enabled)
       SELECT $1, 'bench-' || g || '@' || $2, 'Bench', 'Owner ' || g, 'unusable', 3, false
         FROM generate_series(1, $3::int) AS g`,
      [account.account_id, BENCH_DOMAIN, owners],
    );
    const ownerIds = (
      await tx.query<{ user_id: number }>(
        `SELECT user_id FROM users WHERE account_id = $1 AND email LIKE 'bench-%' ORDER BY user_id`,
        [account.account_id],
      )
    ).map((row) => row.user_id);
    // The ids are fixed before the INSERT (as insertConnection does) since each ciphertext is bound to one.
    const [range] = await tx.query<{ first: number }>(
      `SELECT nextval(pg_get_serial_sequence($1, $2))::int AS first`,
      [DRUIDIA.table, DRUIDIA.idColumn],
    );
    const first = range?.first ?? 1;
    await tx.query(`SELECT setval(pg_get_serial_sequence($1, $2), $3)`, [
      DRUIDIA.table,
      DRUIDIA.idColumn,
      first + rows - 1,
    ]);
    const spec = { table: DRUIDIA.table, fields: ['token'] as const };
    for (let start = 0; start < rows; start += BATCH) {
      const ids: number[] = [];
      const userIds: number[] = [];
      const names: string[] = [];
      const hashes: string[] = [];
      const tokens: string[] = [];
      const end = Math.min(rows, start + BATCH);
      const random = randomBytes((end - start) * (TOKEN_BYTES + HASH_BYTES));
      for (let i = start; i < end; i += 1) {
        const id = first + i;
        const at = (i - start) * (TOKEN_BYTES + HASH_BYTES);
        const token = random.subarray(at, at + TOKEN_BYTES).toString('base64url');
        ids.push(id);
        userIds.push(ownerIds[Math.floor(i / services.length)]!);
        names.push(services[i % services.length]!);
        hashes.push(random.subarray(at + TOKEN_BYTES, at + TOKEN_BYTES + HASH_BYTES).toString('hex'));
        tokens.push(sealSecrets(keys, spec, id, { token }).token_encrypted!);
      }
      // A higher id is newer, one second apart: sorting on created_at then orders distinct, real values.
      await tx.query(
        `INSERT INTO druidia_connections
           (druidia_id, account_id, user_id, service, user_hash, token_encrypted, created_at, updated_at)
         SELECT t.id, $1, t.user_id, t.service, t.user_hash, t.token,
                now() - make_interval(secs => $7::int - t.id), now()
           FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[])
             AS t(id, user_id, service, user_hash, token)`,
        [account.account_id, ids, userIds, names, hashes, tokens, first + rows],
      );
    }
  });
  // Fresh statistics, as autovacuum would have them on a database that grew to this size over time.
  await db.query('ANALYZE');
  return { rows, owners, ms: performance.now() - started };
}
