import { callCommand } from '../api/api.ts';
import { createListController, type ListController } from '../list/list-controller.ts';
import type { Filter, ListResponse } from '../protocol/list.ts';
import { addressedView, type ListScreen } from '../resource-views/first-page.ts';
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

/** The bucket choice a list's scope stands for (an address names the bucket): the inverse of bucketFilters. */
export function bucketChoice(scope: readonly Filter[]): string {
  const filter = scope.find((each) => each.field === 'bucket');
  if (filter?.operator === 'IS NULL') return NO_BUCKET;
  return filter?.operator === '=' && typeof filter.value === 'number' ? String(filter.value) : '';
}

/** The gallery's start, newest first, and the filter of its own (the bucket) its address keeps. */
export const galleryScreen = (limit: number): ListScreen => ({
  start: { sort: 'created_at', order: 'desc', limit },
  scopeFields: ['bucket'],
});

/**
 * The gallery's list, newest first: the Image Gallery screen and the image picker of the article editor
 * and of image fields browse the same way (search, bucket, pages).
 */
export const createGalleryList = (
  image: Resource,
  limit: number,
  listState = '',
): ListController<GalleryImage> =>
  createListController<GalleryImage>({
    fields: image.listFields,
    initial: addressedView(image, listState, galleryScreen(limit)),
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
