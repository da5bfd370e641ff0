import { Readable } from 'node:stream';
import { fileCommands, imageCommands } from '../../lib/protocol/media.ts';
import { ApiFailure } from '../http/failure.ts';
import { defineHandlers } from '../http/handlers.ts';
import { attachmentDisposition } from '../media/content-disposition.ts';
import { findMediaInAccount } from '../media/media-rows.ts';
import { mediaStorage } from '../media/storage.ts';
import { deleteMedia } from '../media/store.ts';

// Multipart uploads are answered by server/media/routes.ts before dispatch; one that reaches dispatch
// was sent some other way.
const notMultipart = async (): Promise<never> => {
  throw new ApiFailure(
    415,
    'Unsupported Media Type',
    "Send the upload as multipart/form-data with the file in the part 'file'",
  );
};

export const imageHandlers = defineHandlers(imageCommands, {
  upload: notMultipart,
  async delete({ db, config, session }, { key }) {
    await deleteMedia(db, config, await findMediaInAccount(db, 'image', key, session.accountId));
    return { success: true };
  },
});

export const fileHandlers = defineHandlers(fileCommands, {
  upload: notMultipart,
  async download({ db, config, session }, { key }) {
    const row = await findMediaInAccount(db, 'file', key, session.accountId);
    const body = Readable.toWeb(mediaStorage(config).get(row.storage_path)) as ReadableStream;
    return new Response(body, {
      headers: {
        'Content-Type': row.mime,
        'Content-Length': String(row.size),
        'Content-Disposition': attachmentDisposition(row.filename),
        'X-Content-Type-Options': 'nosniff',
        // A stored HTML or SVG file opened anyway runs nothing and reaches nothing.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  },
  async delete({ db, config, session }, { key }) {
    await deleteMedia(db, config, await findMediaInAccount(db, 'file', key, session.accountId));
    return { success: true };
  },
});
