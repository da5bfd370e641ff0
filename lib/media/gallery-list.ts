import { callCommand } from '../api/api.ts';
import { createListController, type ListController } from '../list/list-controller.ts';
import type { Filter, ListResponse } from '../protocol/list.ts';
import { loadResource } from '../resource-views/loaders.ts';
import type { Resource } from '../resources/define.ts';
import { commandOf } from '../resources/command-of.ts';

/** One image of the gallery as its list returns it (lib/resources/image.ts). */
export interface GalleryImage {
  image_id: number;
  title: string;
  alt: string;
  media_key: string;
  width: number;
  height: number;
  bucket: number | null;
  [field: string]: unknown;
}

/** The bucket filter's choice for images in no bucket ('' is every bucket, a number one bucket). */
export const NO_BUCKET = 'none';

/** The list's own filter for a bucket choice. */
export const bucketFilters = (choice: string): Filter[] =>
  choice === ''
    ? []
    : choice === NO_BUCKET
      ? [{ field: 'bucket', operator: 'IS NULL' }]
      : [{ field: 'bucket', operator: '=', value: Number(choice) }];

/**
 * The gallery's list, newest first: the Image Gallery screen and the image picker of the article editor
 * and of image fields browse the same way (search, bucket, pages).
 */
export const createGalleryList = (image: Resource, limit: number): ListController<GalleryImage> =>
  createListController<GalleryImage>({
    fields: image.listFields,
    initial: { sort: 'created_at', order: 'desc', limit },
    load: (request) => callCommand(commandOf(image, 'list'), request) as Promise<ListResponse<GalleryImage>>,
  });

/** One image of the gallery by its id (an image field's value), as the caller may see it. */
export async function readGalleryImage(id: number): Promise<GalleryImage> {
  const image = await loadResource('image');
  return (await callCommand(
    commandOf(image, 'read'),
    { [image.idKey]: id },
    { report: false },
  )) as GalleryImage;
}
