import { style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  padding: `${space[1]} ${space[2]}`,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

/** The row being dragged: lifted and outlined, so it reads as held. */
export const dragging = style({
  borderColor: theme.accent,
  boxShadow: `0 4px 12px rgb(0 0 0 / 0.15), inset 0 0 0 1px ${theme.accent}`,
});

// touch-action none: on a touch screen the handle drags the row instead of scrolling the page.
export const handle = style({ cursor: 'grab', touchAction: 'none' });

export const position = style({
  minWidth: '2.5em',
  textAlign: 'end',
  color: theme.mutedColor,
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });
