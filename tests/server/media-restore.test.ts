import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MediaRecord } from '../../lib/protocol/media.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { mediaStorage, renditionStorage } from '../../server/media/storage.ts';
import { parseStorageUrl } from '../../server/media/storage-url.ts';
import { sweepOrphanMedia } from '../../server/media/sweep.ts';
import { BIN } from '../postgres-cluster.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import { startTestApi } from './harness.ts';
import { blob, photo, upload } from './media-fixture.ts';

// docs/operations.md, "Backup and restore": an older database restored beside a newer bucket (or disk
// store) must not let the orphan sweep delete the media stored after the backup.

const GRACE_MINUTES = 60;

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server('restore');
});
afterAll(() => s3.stop());

async function everyObject(config: Config): Promise<string[]> {
  const names: string[] = [];
  for (const [area, storage] of [
    ['originals', mediaStorage(config)],
    ['renditions', renditionStorage(config)],
  ] as const) {
    for await (const stored of storage.list()) names.push(`${area}/${stored.name}`);
  }
  return names.sort();
}

describe.runIf(inject('postgresUrl'))('a PostgreSQL backup restored beside a newer media store', () => {
  it.each(['disk', 's3'] as const)(
    'keeps every object of the %s store through the sweep',
    { timeout: 90_000 },
    async (store) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'media-restore-'));
      const api = await startTestApi({
        database: 'postgres',
        config: {
          dataDir,
          storage: store === 's3' ? parseStorageUrl(s3.storageUrl) : undefined,
          media: { ...loadConfig({}).media, orphanGraceMinutes: GRACE_MINUTES },
        },
      });
      const [{ name }] = (await api.db.query<{ name: string }>('SELECT current_database() AS name')) as [
        { name: string },
      ];
      const url = (database: string) =>
        Object.assign(new URL(inject('postgresUrl')!), { pathname: `/${database}` }).href;
      const user = await api.login('user@demo.test');
      const keep = async (title: string) => {
        const stored = (await upload(api, 'image', user, blob(await photo(400, 300)), `${title}.jpg`)).packet
          .payload as MediaRecord;
        await api.call('image', 'create', {
          token: user,
          body: { title, alt: title, media_key: stored.key },
        });
        expect((await api.app.request(`/media/${stored.key}/320.webp`)).status).toBe(200);
        return stored.key;
      };
      const restored = `${name}_restored`;
      const admin = new pg.Client({ connectionString: inject('postgresUrl')! });
      await admin.connect();
      try {
        await keep('Before the backup');
        const dump = join(dataDir, 'backup.dump');
        execFileSync(join(BIN, 'pg_dump'), ['-Fc', '-f', dump, url(name)]);
        // After the backup: an image kept by a record, and an upload no record claimed yet.
        await keep('After the backup');
        await upload(api, 'file', user, blob('rider,score\n'), 'late.csv');
        const objects = await everyObject(api.config);

        await admin.query(`CREATE DATABASE ${restored}`);
        execFileSync(join(BIN, 'pg_restore'), ['--no-owner', '-d', url(restored), dump]);
        const db = await openDb({ databaseUrl: url(restored) });
        try {
          const later = Date.now() + 10 * GRACE_MINUTES * 60_000;
          await sweepOrphanMedia(db, api.config, later);
          expect(await everyObject(api.config)).toEqual(objects);
        } finally {
          await db.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
        await admin.end();
        await api.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
