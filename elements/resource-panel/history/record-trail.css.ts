import { style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';
import { focusRing } from '../../ui/controls.css.ts';
import { td, th } from '../../ui/list/list.css.ts';
import { list } from '../../ui/record-list.css.ts';

export const entries = style([list, { display: 'flex', flexDirection: 'column', gap: space[3] }]);

export const entry = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const meta = style({ color: theme.mutedColor });

export const changes = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space[1]} ${space[3]}`,
});

export const diff = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// Added and removed words keep the text colour (contrast) and differ by underline, strike and a tint.
export const added = style({
  textDecoration: 'underline',
  background: `color-mix(in srgb, ${theme.success} 15%, transparent)`,
});
export const removed = style({
  textDecoration: 'line-through',
  background: `color-mix(in srgb, ${theme.danger} 15%, transparent)`,
});

// Two versions side by side: every value whole, wrapped, so that a long text compares line by line.
export const compareCell = style([
  td,
  {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    maxWidth: 'none',
    overflow: 'visible',
    verticalAlign: 'top',
  },
]);

// Headings wrap too, so that three columns fit a phone's width without scrolling sideways.
export const compareHead = style([th, { whiteSpace: 'normal' }]);
export const compareField = style([
  compareCell,
  { textAlign: 'start', fontWeight: 600, overflowWrap: 'normal' },
]);

export const compare = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  marginBlockEnd: space[3],
  selectors: { '&:focus-visible': focusRing },
});
