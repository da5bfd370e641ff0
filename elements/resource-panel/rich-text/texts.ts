import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../../lib/i18n/catalog.ts';

// The rich-text editor's words: its toolbar, the link dialog, the gallery picker it opens and the record's
// preview. They load with the editor and the preview, lazy chunks of the form (form/field-input.tsx).
export const en = {
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  insertImage: 'Insert image',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  formatting: params('{label} formatting'),
  insertFromGallery: 'Insert image from the gallery',
  badLink: 'Enter a web address (https://...), a mail address (mailto:...) or a path on this site',
  editLink: 'Edit link',
  addLink: 'Add link',
  removeLink: 'Remove link',
  apply: 'Apply',
  linkAddress: 'Link address',
  previewTitle: params('Preview: {one} as readers will see it'),
  closePreview: 'Close preview',
  untitled: params('Untitled {one}'),
  emptyField: params('The {field} is empty.'),
};

export const richTextTexts = defineTexts('rich-text', en, { es: () => import('./texts.es.ts') });

export type RichTextTexts = TextsOf<typeof richTextTexts>;
