/**
 * `npm run media:migrate`: copies the media of DATA_DIR (originals and renditions) into the S3-compatible
 * bucket of STORAGE_URL, verifying each object's SHA-256, before the machines start with STORAGE_URL set
 * (docs/deploy.md, Moving media from disk to S3). Exits 1 when any object failed.
 */
import { loadConfig } from '../config.ts';
import { copyStore } from './copy-store.ts';
import { fileStorage, mediaDirs, storageArea, type StorageArea } from './storage.ts';

const config = loadConfig();
if (!config.storage) {
  console.error(
    'Set STORAGE_URL to the bucket to copy into (s3://BUCKET?endpoint=URL&region=R), with AWS_ACCESS_KEY_ID ' +
      'and AWS_SECRET_ACCESS_KEY, and DATA_DIR to the folder whose media/ holds the files.',
  );
  process.exit(1);
}
let failed = 0;
for (const area of ['originals', 'renditions'] satisfies StorageArea[]) {
  const from = mediaDirs(config)[area];
  console.log(`${area}: ${from} -> ${config.storage.url}`);
  const result = await copyStore(fileStorage(from), storageArea(config, area), (name, outcome, reason) => {
    if (reason) console.error(`  ${name}: ${reason}`);
  });
  console.log(
    `  ${result.copied} copied and verified, ${result.unchanged} already there, ${result.failed.length} failed`,
  );
  failed += result.failed.length;
}
process.exit(failed > 0 ? 1 : 0);
