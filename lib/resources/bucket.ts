import { id } from '../protocol/fields.ts';
import { z } from '../protocol/z.ts';
import { bucketArea } from './bucket.area.ts';
import { defineResource } from './define.ts';
import { bool, text, textarea } from './field.ts';

/** Photo buckets: named groups of gallery images (docs/behaviour.md#areas, bucket). */
export const bucket = defineResource(bucketArea, {
  label: 'Bucket',
  plural: 'Photo Buckets',
  fields: {
    name: text('Name', 100, { required: true, placeholder: 'Arena 2026' }),
    description: textarea('Description', 500),
    public: bool('Public', false, { help: 'Property sites may list the images of a public bucket' }),
  },
  list: {
    columns: ['name', 'description', 'public', 'updated_at'],
    search: ['name', 'description'],
    defaultSort: 'name',
  },
  form: {
    sections: [{ title: 'Bucket', fields: ['name', 'description', 'public'] }],
  },
  views: {
    holds: {
      area: 'image',
      field: 'bucket',
      count: 'image',
      them: 'its images',
      otherwise: 'delete its images in the gallery',
    },
  },
  server: {
    unique: 'name',
    commands: ({ idKey }) => ({
      delete: {
        // docs/behaviour.md#areas: only when empty, or moving its images to another bucket.
        request: z.object({ [idKey]: id, move_to: z.optional(id) }),
        summary:
          'Delete a bucket of the caller’s account: refused while it holds images, unless move_to names another bucket of the account to move them to.',
      },
    }),
  },
});
