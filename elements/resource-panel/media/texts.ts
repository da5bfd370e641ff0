import { count, params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../../lib/i18n/catalog.ts';

// The media views (docs/behaviour.md#screens quotes the English): the Image Gallery and its picker, Edit
// Image, Files, the storage line and the uploader. A chunk of their own: the resource panel's catalog
// (../texts.ts) loads with the element, these only with the views. The areas' words (labels, plurals,
// screen titles) come from the localized definition, not from here.
export const en = {
  downloadFailed: params('The download failed ({status}); try again'),
  folder: 'Folder',
  allFolders: 'All folders',
  topLevel: 'Top level',
  download: params('Download {name}'),
  allBuckets: 'All buckets',
  noBucket: 'No bucket',
  noImagesYet: 'No images yet. Images you add here can be placed on every page of your sites.',
  edit: params('Edit {name}'),
  addFirstImage: 'Add your first image',
  storageUsed: 'Storage used',
  replaceTask: params('Replace {name}'),
  nowSize: params('Now {width} × {height}'),
  imageReplaced: 'Image replaced successfully',
  picture: 'Picture',
  dimensions: 'Dimensions',
  pixels: params('{width} × {height} pixels'),
  size: 'Size',
  type: 'Type',
  replacing: 'Replacing…',
  replaceFile: 'Replace file',
  deleteImage: 'Delete image',
  chooseFirst: 'Choose an image first',
  describeImage: 'Describe the image for people who cannot see it',
  choose: params('Choose {name}'),
  altText: 'Alt text',
  altFor: params('For {name}: what it shows, for people who cannot see it'),
  ready: 'Ready',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  failed: 'Failed',
  correctFields: 'Please correct the highlighted fields',
  imagesUploaded: count({ one: '{count} image uploaded', other: '{count} images uploaded' }),
  filesUploaded: count({ one: '{count} file uploaded', other: '{count} files uploaded' }),
  images: count({ one: '{count} image', other: '{count} images' }),
  files: count({ one: '{count} file', other: '{count} files' }),
  someFailed: params(
    '{failed} of {things} failed: each says why below. Fix them and press Retry, or remove them.',
  ),
  chooseImages: 'Choose images',
  chooseFiles: 'Choose files',
  dragImages: 'Drag images here, or choose them',
  dragFiles: 'Drag files here, or choose them',
  imageKinds: 'JPEG, PNG, WebP, AVIF or GIF. Each needs a title and alt text before it is uploaded.',
  fileKinds: 'Any type but programs and scripts, many at once.',
  forEveryImage: 'For every image of this upload.',
  forEveryFile: 'For every file of this upload.',
  imagesToUpload: 'images to upload',
  filesToUpload: 'files to upload',
  fieldOf: params('{label} of {name}'),
  remove: params('Remove {name}'),
  imagesWaiting: count({ one: '{count} image to upload', other: '{count} images to upload' }),
  filesWaiting: count({ one: '{count} file to upload', other: '{count} files to upload' }),
  retry: 'Retry',
  uploadImages: count({ one: 'Upload {count} image', other: 'Upload {count} images' }),
  uploadFiles: count({ one: 'Upload {count} file', other: 'Upload {count} files' }),
};

export const mediaViewTexts = defineTexts('media', en, { es: () => import('./texts.es.ts') });

export type MediaViewTexts = TextsOf<typeof mediaViewTexts>;
