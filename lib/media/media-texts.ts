import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// lib/media's sentences (docs/behaviour.md quotes the English): why a chosen file is refused, what to do
// after a failed upload (upload-queue.ts), the upload's status-bar texts and the storage quota line
// (storage-usage.ts). The views that say them pass the texts of their language.
export const en = {
  emptyFile: params('{name} is empty: choose the file again, or another one.'),
  notImage: params(
    '{name} is not an image: choose a JPEG, PNG, WebP, AVIF or GIF file, or upload it under Files.',
  ),
  recordRefused: params('{said} Correct the fields and press Retry: the file is already uploaded.'),
  checkConnection: params('{said} Check your connection and press Retry.'),
  imageTooLarge: params('{said} Make it smaller (resize or compress it) and add it again.'),
  fileTooLarge: params('{said} Make it smaller (compress or split it) and add it again.'),
  typeRefused: params('{said} Choose another file; if you need to share a program, ask your administrator.'),
  imageUnreadable: params(
    '{said} Open it in an image editor, save it again as JPEG or PNG, and add it again.',
  ),
  fileUnreadable: params('{said} Choose the file again, or another one.'),
  signInAgain: params('{said} Sign in again (or ask for access), then press Retry.'),
  otherFailure: params('{said} Press Retry; if it fails again, tell your administrator.'),
  uploadTask: params('Upload {name}'),
  imageTo: params('Image to {plural}'),
  fileTo: params('File to {plural}'),
  waitingForFiles: 'Waiting for the files before it',
  alreadyUploaded: 'Already uploaded; saving the record',
  sendingFile: 'Sending the file',
  savingRecord: 'Saving the record',
  uploaded: 'Uploaded',
  storageUsed: params('Storage: {used} of {quota} used ({percent}%)'),
  storageFull: params(
    '{usage}. The storage is full: delete images or files you no longer need before uploading more.',
  ),
};

export const mediaTexts = defineTexts('media-sentences', en, { es: () => import('./media-texts.es.ts') });

export type MediaTexts = TextsOf<typeof mediaTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const mediaEnglish = englishOf(mediaTexts);
