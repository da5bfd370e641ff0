import { params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// An image field's own words (image-field.tsx). A catalog apart from the media views' (texts.ts): the
// field is drawn by every form (form/field-input.tsx), which should not carry the gallery's and the
// uploader's texts; the picker it opens loads those with its own chunk.
export const en = {
  missing: params('Image {id} is no longer in the gallery'),
  noImage: 'No image',
  choose: params('Choose {label}'),
  change: params('Change {label}'),
  remove: params('Remove {label}'),
  loadingGallery: 'Loading the gallery…',
  chooseImage: 'Choose image',
};

export const imageFieldTexts = defineTexts('image-field', en, { es: () => import('./field-texts.es.ts') });
