import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { DependencyDown } from '../observe/dependency-down.ts';
import type { Storage } from './storage.ts';
import type { S3Location } from './storage-url.ts';

// The SDK warns at every start that its releases after January 2027 need Node 22; the plan in
// docs/operations.md#node-versions says when the project moves, so the warning is said there once,
// not in every log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const missing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

// No answer at all (a refused or dropped connection, a timeout) or a 5xx: the store is down, not the request.
const unreachable = (error: unknown): boolean =>
  !(error instanceof S3ServiceException) || (error.$metadata.httpStatusCode ?? 500) >= 500;

/** Runs one call to the store; a store that is down becomes a DependencyDown (a 503, not a 500). */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unreachable(error) ? new DependencyDown('storage', error) : error;
  }
}

/**
 * The media store in an S3-compatible bucket (AWS S3, MinIO, R2, Garage), objects named
 * `{prefix}{area}{name}`. An object appears only once its upload completes, as a file's rename does on disk.
 */
export function s3Storage(location: S3Location, area: string): Storage {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Checksums only where the API demands them: a streamed body of unknown length would otherwise go as
    // STREAMING-UNSIGNED-PAYLOAD-TRAILER, which several S3-compatible servers refuse. Every original's
    // SHA-256 is in its row, and `npm run media:migrate` verifies what it copies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const base = `${location.prefix}${area}`;
  return {
    async put(name, body) {
      // Multipart in 5 MB parts, streamed: a 100 MB file never sits whole in memory.
      await reaching(() => new Upload({ client, params: { Bucket, Key: base + name, Body: body } }).done());
    },
    async get(name) {
      try {
        const { Body } = await reaching(() =>
          client.send(new GetObjectCommand({ Bucket, Key: base + name })),
        );
        return Body as Readable;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(name) {
      await reaching(() => client.send(new DeleteObjectCommand({ Bucket, Key: base + name })));
    },
    async exists(name) {
      try {
        await reaching(() => client.send(new HeadObjectCommand({ Bucket, Key: base + name })));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await reaching(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: base + prefix, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          yield { name: object.Key!.slice(base.length), modifiedAt: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
