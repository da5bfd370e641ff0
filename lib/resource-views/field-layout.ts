import { isImageField, type Field } from '../resources/field.ts';

// Long text, rich text and images need the width: in a grid cell a 200-character title is clipped, and a
// picture beside short inputs leaves a hole in the row (docs/behaviour.md#records, form layout).
const WIDE_TEXT = 200;

/** Whether a field takes a whole row of its form section rather than one cell of its grid. */
export const spansRow = (field: Field): boolean =>
  field.kind === 'textarea' ||
  field.kind === 'rich' ||
  isImageField(field) ||
  (field.kind === 'text' && (field.maxlength ?? 0) >= WIDE_TEXT);
