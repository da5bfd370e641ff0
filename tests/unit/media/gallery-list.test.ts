import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callCommand } from '../../../lib/api/api.ts';
import {
  bucketChoice,
  bucketFilters,
  createGalleryList,
  NO_BUCKET,
  readGalleryImage,
} from '../../../lib/media/gallery-list.ts';
import { article } from '../../../lib/resources/article.ts';
import { author } from '../../../lib/resources/author.ts';
import { isImageField } from '../../../lib/resources/field.ts';
import { image } from '../../../lib/resources/image.ts';
import { sponsor } from '../../../lib/resources/sponsor.ts';

vi.mock('../../../lib/api/api.ts', () => ({ callCommand: vi.fn() }));
const call = vi.mocked(callCommand);

const ROW = {
  image_id: 7,
  title: 'Night rodeo',
  alt: 'A full moon',
  media_key: 'rXgFEntWUdcfRy_lRDgvhc86bFGgAraC',
  width: 1200,
  height: 800,
  bucket: 3,
};

beforeEach(() => {
  call.mockReset();
});

describe('the gallery list shared by the Image Gallery and the image picker', () => {
  it('turns the bucket choice into the list scope', () => {
    expect(bucketFilters('')).toEqual([]);
    expect(bucketFilters(NO_BUCKET)).toEqual([{ field: 'bucket', operator: 'IS NULL' }]);
    expect(bucketFilters('3')).toEqual([{ field: 'bucket', operator: '=', value: 3 }]);
  });

  it('reads the bucket choice back from a scope (an address names it)', () => {
    for (const choice of ['', NO_BUCKET, '3']) expect(bucketChoice(bucketFilters(choice))).toBe(choice);
    expect(bucketChoice([{ field: 'title', operator: '=', value: 'x' }])).toBe('');
  });

  it('asks for the newest images first, a page of the given size, within the chosen bucket', async () => {
    call.mockResolvedValue({ list: [ROW], count: 1 });
    const list = createGalleryList(image, 10);
    list.setScope(bucketFilters('3'));
    await list.reload();
    const [command, request] = call.mock.calls.at(-1)!;
    expect(command).toBe(image.commands.list);
    expect(request).toMatchObject({ sort: 'created_at', order: 'desc', limit: 10 });
    expect(JSON.stringify(request)).toContain('"field":"bucket","operator":"=","value":3');
    expect(list.$state.get().rows).toEqual([ROW]);
  });

  it('reads one image by its id, leaving the error to the field that shows it', async () => {
    call.mockResolvedValue(ROW);
    await expect(readGalleryImage(7)).resolves.toEqual(ROW);
    expect(call).toHaveBeenCalledWith(image.commands.read, { image_id: 7 }, { report: false });
  });

  it('knows the image fields of every form: hero image, avatar, logo, and nothing else', () => {
    expect(isImageField(article.fields.hero_image!)).toBe(true);
    expect(isImageField(author.fields.avatar!)).toBe(true);
    expect(isImageField(sponsor.fields.logo!)).toBe(true);
    expect(isImageField(article.fields.author!)).toBe(false);
    expect(isImageField(image.fields.bucket!)).toBe(false);
  });
});
