import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

// Rows of records in a panel (connections, say): what it is and its badges on the left, actions right.

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[4]}`,
  padding: `${space[3]} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${theme.surfaceMuted}` } },
});

export const main = style({
  flex: '1 1 260px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  fontWeight: 600,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space[3]}`,
  fontSize: '0.85em',
  color: theme.mutedColor,
  overflowWrap: 'anywhere',
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.95em',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[1], marginInlineStart: 'auto' });

export const empty = style({ margin: 0, padding: `${space[3]} 0`, color: theme.mutedColor });
