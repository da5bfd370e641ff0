import { style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';
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
