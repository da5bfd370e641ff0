import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, select as controlSelect } from '../controls.css.ts';
import { space, theme } from '../../runtime/theme.css.ts';

/** The table and what goes with it (the scroll hint); also what tells the table how wide it may be. */
export const frame = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

// Border-box: a width the user gave a column is the width they see (docs/behaviour.md#lists).
export const th = style({
  boxSizing: 'border-box',
  position: 'sticky',
  top: 0,
  padding: `${space[2]} ${space[3]}`,
  background: theme.surfaceMuted,
  borderBottom: `1px solid ${theme.borderColor}`,
  textAlign: 'start',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

// One line per row keeps a long list scannable; long values end in an ellipsis (the form shows them whole).
export const td = style({
  boxSizing: 'border-box',
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${theme.surfaceMuted}`,
  maxWidth: '280px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** Long free text gives way to the key columns (lib/list/column-room.ts): a narrower cap, same ellipsis. */
export const givesWay = style({ maxWidth: '11em' });

// The resize handle over a header's end edge: wide enough to grab, a line when hovered or focused.
export const resizer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '8px',
  cursor: 'col-resize',
  touchAction: 'none',
  borderInlineEnd: '2px solid transparent',
  selectors: {
    '&:hover, &:focus-visible': { borderInlineEndColor: theme.accent },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const row = style({ selectors: { '&:hover': { background: theme.surfaceMuted } } });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: '2px',
  selectors: { '&:focus-visible': focusRing },
});

export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });

// The actions stay pinned to the end of the visible table, over the columns scrolled beneath them, so Edit
// and Delete are on screen at any width (docs/behaviour.md#lists).
const pinnedEnd = {
  position: 'sticky',
  insetInlineEnd: 0,
  boxShadow: `inset 1px 0 0 ${theme.borderColor}`,
} as const;

export const actionsHead = style([th, pinnedEnd, { zIndex: 1 }]);

export const actionsCell = style([
  td,
  pinnedEnd,
  {
    maxWidth: 'none',
    textAlign: 'end',
    paddingBlock: space[1],
    background: theme.surface,
    selectors: { [`${row}:hover &`]: { background: theme.surfaceMuted } },
  },
]);

export const scrollHint = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[1],
  margin: 0,
  fontSize: '0.85em',
  color: theme.mutedColor,
});

export const cards = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const cardSort = style({ display: 'flex', alignItems: 'center', gap: space[2], flexWrap: 'wrap' });

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[3],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[1],
  margin: 0,
});

export const cardField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(88px, 35%) minmax(0, 1fr)',
  gap: space[2],
  alignItems: 'baseline',
});

export const cardLabel = style({ color: theme.mutedColor, fontSize: '0.85em' });

export const cardValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const cardActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: space[2],
  borderTop: `1px solid ${theme.surfaceMuted}`,
});

// Wraps rather than clips: a long empty text ('No helpbot FAQs found...') stays whole on a phone.
export const empty = style({
  margin: 0,
  padding: space[5],
  textAlign: 'center',
  color: theme.mutedColor,
  whiteSpace: 'normal',
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[2] });

/** The pager's controls: a label beside its select, not above it, so they share one centre line. */
export const pagerControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
});

export const pagerLabel = style({ fontSize: '0.9em' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  paddingInlineStart: space[2],
  border: `1px solid ${theme.borderColor}`,
  maxWidth: '100%',
  borderRadius: '999px',
  background: theme.surface,
  fontSize: '0.9em',
});

/** The Filter button and the active filters' chips: one row that wraps, never a form on the page. */
export const filterBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const filterFields = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

// A chip's words wrap on a phone rather than widening the page.
export const chipText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The kit's select (appearance none, its own chevron: elements/ui/controls.css.ts), a touch shorter for a
// toolbar: never the browser's own look beside the styled controls (docs/behaviour.md#lists).
export const select = style([controlSelect, { width: 'auto', minHeight: '32px', paddingBlock: 0 }]);

export const compactField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  fontSize: '0.9em',
});

/** A row's action buttons side by side, never wrapping into a taller row. */
export const rowActions = style({ display: 'inline-flex', flexWrap: 'nowrap', gap: space[1] });
