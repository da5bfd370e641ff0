import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';
import { tickRule } from './control-rules.ts';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
  padding: 0,
});

export const field = style({
  display: 'grid',
  // The field's name on a row of its own; then theirs, yours and the choice side by side where they fit
  // (a dialog at 1280 px, the profile), theirs beside yours over the choice on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: space[2],
  margin: 0,
  padding: space[3],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
});

export const fieldName = style({ gridColumn: '1 / -1' });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const side = style({ color: theme.mutedColor, fontSize: '0.9em' });

// The pair of choices of one field: a fieldset for its name, without the browser's frame.
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: space[2], cursor: 'pointer' });

export const radio = style(tickRule);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

// Focused from the code when it appears, not by Tab: the browser's outline on a whole section is noise.
export const region = style({ display: 'flex', flexDirection: 'column', gap: space[3], outline: 'none' });
