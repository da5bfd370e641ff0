import { storageUsageCommand } from '../protocol/media.ts';
import { imageArea } from './image.area.ts';
import { defineResource } from './define.ts';
import { int, mediaKeyOf, ref, text, textarea } from './field.ts';

const INT8_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The image gallery (docs/behaviour.md#areas, image): `upload` stores the bytes, `create` makes the record that shows
 * them (title and alt text), `update` with another media_key replaces the picture, `delete` removes the
 * record with its original and renditions. The facts (size, type, dimensions) come from the bytes.
 */
export const image = defineResource(imageArea, {
  label: 'Image',
  plural: 'Images',
  fields: {
    title: text('Title', 200, { required: true }),
    alt: text('Alt Text', 300, {
      required: true,
      help: 'What the image shows, for people who cannot see it',
    }),
    caption: textarea('Caption', 500),
    credit: text('Credit', 150, { help: 'The photographer or agency' }),
    bucket: ref('Bucket', 'bucket'),
    media_key: mediaKeyOf('Picture'),
    width: int('Width', 1, INT8_MAX, { readOnly: true }),
    height: int('Height', 1, INT8_MAX, { readOnly: true }),
    bytes: int('Size', 1, INT8_MAX, { readOnly: true, format: 'bytes' }),
    mime: text('Type', 100, { readOnly: true }),
    sha256: text('SHA-256', 64, { readOnly: true, listed: false }),
  },
  list: {
    columns: ['title', 'bucket', 'width', 'height', 'bytes', 'created_at'],
    search: ['title', 'alt', 'caption', 'credit'],
    defaultSort: 'title',
    bulkActions: { move: { label: 'Move to bucket', done: 'moved', field: 'bucket' } },
  },
  form: {
    sections: [
      { title: 'Image', fields: ['title', 'alt', 'bucket'] },
      { title: 'Details', fields: ['caption', 'credit'] },
    ],
    upload: 'image',
  },
  views: {
    deleteNote: 'Pages that show it lose it; its file is removed when the trash is emptied.',
  },
  server: {
    commands: () => ({ usage: storageUsageCommand }),
  },
});
