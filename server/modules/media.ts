import { Readable } from 'node:stream';
import { file } from '../../lib/resources/file.ts';
import type { Command } from '../../lib/protocol/command.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Handler } from '../http/handlers.ts';
import { attachmentDisposition } from '../media/content-disposition.ts';
import { mediaRecordHooks } from '../media/claim.ts';
import { findMediaInAccount } from '../media/media-rows.ts';
import { storageUsage } from '../media/quota.ts';
import { mediaStorage } from '../media/storage.ts';
import type { ResourceHooks } from '../resources/save.ts';
import { findRecord } from '../resources/sql.ts';

// Multipart uploads are answered by server/media/routes.ts before dispatch; one that reaches dispatch
// was sent some other way.
const notMultipart = async (): Promise<never> => {
  throw new ApiFailure(
    415,
    'Unsupported Media Type',
    "Send the upload as multipart/form-data with the file in the part 'file'",
  );
};

const usage: Handler<Command> = ({ db, config, session }) => storageUsage(db, config, session.accountId);

export const imageHooks: ResourceHooks = {
  ...mediaRecordHooks('image'),
  handlers: { upload: notMultipart, usage },
};

export const fileHooks: ResourceHooks = {
  ...mediaRecordHooks('file'),
  handlers: {
    upload: notMultipart,
    usage,
    async download({ db, config, session }, input) {
      const record = await findRecord(db, file, session, input.file_id as number);
      const row = await findMediaInAccount(db, 'file', String(record.media_key), session.accountId);
      const stored = await mediaStorage(config).get(row.storage_path);
      // The row outlives its bytes only between a delete's two steps in another process.
      if (!stored) throw new ApiFailure(404, 'Not Found', 'This file is no longer stored; upload it again');
      const body = Readable.toWeb(stored) as ReadableStream;
      return new Response(body, {
        headers: {
          'Content-Type': row.mime,
          'Content-Length': String(row.size),
          // Under the record's name: a renamed file downloads as renamed.
          'Content-Disposition': attachmentDisposition(String(record.name)),
          'X-Content-Type-Options': 'nosniff',
          // A stored HTML or SVG file opened anyway runs nothing and reaches nothing.
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      });
    },
    async folders({ db, session }) {
      const folders = await db.query<{ folder: string | null; count: number }>(
        `SELECT folder, count(*)::int AS count FROM files WHERE account_id = $1
          GROUP BY folder ORDER BY folder NULLS FIRST`,
        [session.accountId],
      );
      return { folders };
    },
  },
};
