import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../ui/control-rules.ts';
import { space, theme } from '../../runtime/theme.css.ts';

// Four columns side by side where they fit (220 px each), stacked one under another on a phone.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: space[3],
  alignItems: 'start',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[2],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surfaceMuted,
  minWidth: 0,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: 0,
  padding: `0 ${space[1]}`,
  fontSize: '1em',
  fontWeight: 600,
});

// Room to drop into an empty column.
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minHeight: '48px',
});

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[1],
  padding: space[2],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

/** Picked up with the keyboard, or being dragged: lifted and outlined, so it reads as held. */
export const held = style({
  borderColor: theme.accent,
  boxShadow: `0 4px 12px rgb(0 0 0 / 0.15), inset 0 0 0 1px ${theme.accent}`,
});

/** The card being dragged stays in place, faded, while the indicator shows where it will land. */
export const dragged = style({ opacity: 0.5 });

export const indicator = style({
  height: '3px',
  borderRadius: '2px',
  background: theme.accent,
});

// touch-action none: on a touch screen the handle drags the card instead of scrolling the page.
export const handle = style({ cursor: 'grab', touchAction: 'none', flex: 'none' });

export const action = style({ flex: 'none' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0, flex: 1 });

export const title = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: 500,
  overflowWrap: 'anywhere',
  borderRadius: '2px',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingRule },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  fontSize: '0.85em',
  color: theme.mutedColor,
});
