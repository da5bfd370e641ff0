import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiFailure, badRequest } from '../http/failure.ts';
import { setBracketedField } from '../http/field-names.ts';
import { SNIFF_BYTES } from './sniff.ts';
import { writeNewFile } from './write-new-file.ts';

/** An uploaded file on local disk while it is checked; `discard` removes it whatever happened. */
export interface StagedFile {
  path: string;
  /** The name the client gave, as sent (cleaned later). */
  clientName: string | undefined;
  size: number;
  sha256: string;
  head: Buffer;
}

export interface ReceivedUpload {
  fields: Record<string, unknown>;
  file: StagedFile;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

export const megabytes = (bytes: number): string => `${Number((bytes / 1_000_000).toFixed(1))} MB`;
export const tooLarge = (what: string, maxBytes: number): ApiFailure =>
  new ApiFailure(413, 'Payload Too Large', `${what} is larger than ${megabytes(maxBytes)}, the limit`);

// Hashes, counts and keeps the first bytes on the way to disk: the bytes pass once, never all in memory.
function meter(file: { size: number; head: Buffer }, hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (file.head.length < SNIFF_BYTES) {
        file.head = Buffer.concat([file.head, chunk.subarray(0, SNIFF_BYTES - file.head.length)]);
      }
      file.size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

/** Streams one file to `dir`, metering it on the way; nothing stays on disk when it fails or is refused. */
export async function stageFile(
  stream: Readable & { truncated?: boolean },
  clientName: string | undefined,
  dir: string,
  maxBytes: number,
): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
  const hash = createHash('sha256');
  const file = { path, clientName, size: 0, sha256: '', head: Buffer.alloc(0) };
  const label = clientName ? `The file ${clientName}` : 'The file';
  try {
    await writeNewFile(path, stream, meter(file, hash));
    if (stream.truncated) throw tooLarge(label, maxBytes);
    if (file.size === 0) throw badRequest(`${label} is empty`);
    return { ...file, sha256: hash.digest('hex') };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

const malformed = (error: unknown): ApiFailure =>
  error instanceof ApiFailure
    ? error
    : badRequest(`The multipart body is malformed: ${(error as Error).message}`);

// busboy throws at once on a Content-Type it cannot read (no boundary): that is the client's mistake.
function multipartParser(contentType: string, maxBytes: number): busboy.Busboy {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: maxBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch (error) {
    throw malformed(error);
  }
}

/**
 * Reads a multipart body as it arrives: text fields by their bracketed names, and exactly one file, in the
 * part `file`, streamed to `stagingDir` and refused past `maxBytes`. On any failure nothing stays on disk.
 */
export async function receiveUpload(
  request: Request,
  stagingDir: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) throw badRequest('The upload has no body');
  const declared = Number(request.headers.get('content-length'));
  // A body announced far beyond the cap is refused before a byte of it is read.
  if (declared > maxBytes + MAX_FIELDS * MAX_FIELD_BYTES) throw tooLarge('The upload', maxBytes);

  const fields: Record<string, unknown> = Object.create(null);
  let staged: Promise<StagedFile> | undefined;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const parser = multipartParser(contentType, maxBytes);
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(badRequest(`The field '${name}' is too long`));
    else {
      try {
        setBracketedField(fields, name, value);
      } catch (error) {
        fail(error);
      }
    }
  });
  parser.on('file', (name, stream, info) => {
    // A body that ends inside a part fails that part's stream too: unheard, the error would end the process.
    stream.on('error', (error) => fail(malformed(error)));
    if (name !== 'file') {
      stream.resume();
      fail(badRequest(`Send the file in the part 'file', not '${name}'`));
      return;
    }
    // Browsers send a double quote in a file name as %22 (the HTML standard's multipart encoding).
    staged = stageFile(stream, info.filename?.replaceAll('%22', '"'), stagingDir, maxBytes);
    staged.catch(fail);
  });
  parser.on('filesLimit', () => fail(badRequest('Send one file per upload')));
  parser.on('fieldsLimit', () => fail(badRequest(`Send at most ${MAX_FIELDS} fields with an upload`)));

  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
  } catch (error) {
    fail(malformed(error));
  }
  const file = await staged?.catch(() => undefined);
  if (failure || !file) {
    if (file) await rm(file.path, { force: true });
    throw failure ?? badRequest("The upload has no file: send it in the part 'file'");
  }
  return { fields, file };
}

export const discard = (file: StagedFile): Promise<void> => rm(file.path, { force: true });
