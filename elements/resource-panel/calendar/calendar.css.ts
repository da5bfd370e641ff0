import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../ui/control-rules.ts';
import { space, theme } from '../../runtime/theme.css.ts';

export const monthBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const monthTitle = style({ margin: 0, fontSize: '1.1em', fontWeight: 600, minWidth: '11em' });

// Fixed layout: seven equal columns whatever the titles inside them.
export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  background: theme.surface,
});

export const weekday = style({
  padding: space[1],
  fontWeight: 600,
  fontSize: '0.85em',
  color: theme.mutedColor,
  textAlign: 'start',
  borderBottom: `1px solid ${theme.borderColor}`,
});

export const day = style({
  verticalAlign: 'top',
  height: '96px',
  padding: space[1],
  border: `1px solid ${theme.borderColor}`,
});

export const otherMonth = style({ background: theme.surfaceMuted });

/** The day a dragged broadcast would land on. */
export const dropTarget = style({ boxShadow: `inset 0 0 0 2px ${theme.accent}` });

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  minHeight: '28px',
  padding: `0 ${space[1]}`,
  border: '1px solid transparent',
  borderRadius: '999px',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: theme.surfaceMuted },
    '&:focus-visible': focusRingRule,
  },
});

export const today = style({ background: theme.accent, color: theme.accentText, fontWeight: 600 });

export const items = style({
  listStyle: 'none',
  margin: `${space[1]} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

// Time and lock above, the title below on up to two lines: a narrow day cell still shows words.
export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  width: '100%',
  padding: `2px ${space[1]}`,
  border: `1px solid ${theme.borderColor}`,
  borderInlineStart: `3px solid ${theme.accent}`,
  borderRadius: theme.radius,
  background: theme.surface,
  color: theme.textColor,
  font: 'inherit',
  fontSize: '0.85em',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: theme.surfaceMuted },
    '&:focus-visible': focusRingRule,
    // Not yet settled: a draft's edge is dashed; a cancelled one is struck through.
    '&[data-status="draft"]': { borderInlineStartStyle: 'dashed' },
    '&[data-status="cancelled"]': { textDecoration: 'line-through', color: theme.mutedColor },
  },
});

// On a touch screen a draggable chip drags instead of scrolling the page (the agenda's chips scroll it).
export const draggable = style({ cursor: 'grab', touchAction: 'none' });

export const sent = style({ borderInlineStartColor: theme.mutedColor });

export const dragging = style({ opacity: 0.6 });

export const chipHead = style({ display: 'flex', alignItems: 'center', gap: space[1] });

// Two lines, then an ellipsis; the whole title is the button's name and tooltip.
export const chipText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** What the lock on a read-only record means, under the help text. */
export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[1],
  margin: 0,
  fontSize: '0.85em',
  color: theme.mutedColor,
});

export const time = style({ color: theme.mutedColor, fontVariantNumeric: 'tabular-nums', flex: 'none' });

export const agenda = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
});

export const agendaDay = style({ margin: `0 0 ${space[1]}`, fontSize: '1em', fontWeight: 600 });
