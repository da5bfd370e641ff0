import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port.ts';

export interface S3Server {
  /** STORAGE_URL for the server, with this bucket and endpoint. */
  storageUrl: string;
  /** What a server process needs in its environment: STORAGE_URL and the credentials s3rver accepts. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

// s3rver checks signatures against its one built-in account.
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible server on a free loopback port with one empty bucket, its objects in a temp folder:
 * s3rver (npm), an S3 API in Node, because Debian packages no MinIO or Garage and the tests may fetch
 * nothing but registry packages. Credentials are also put in this process's environment, where the AWS
 * SDK reads them.
 */
export async function startS3Server(bucket = 'media'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'console-kit-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const storageUrl = `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  return {
    storageUrl,
    env: { STORAGE_URL: storageUrl, ...S3RVER_CREDENTIALS },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
