import { style } from '@vanilla-extract/css';
import { focusRing } from '../controls.css.ts';
import { space, theme } from '../../runtime/theme.css.ts';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const th = style({
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
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${theme.surfaceMuted}`,
  maxWidth: '280px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
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

export const actionsCell = style([td, { textAlign: 'end', paddingBlock: space[1] }]);

export const empty = style({ padding: space[5], textAlign: 'center', color: theme.mutedColor });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[2] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  padding: `0 0 0 ${space[2]}`,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: '999px',
  background: theme.surface,
  fontSize: '0.9em',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const select = style({
  font: 'inherit',
  minHeight: '32px',
  padding: `0 ${space[2]}`,
  color: theme.textColor,
  background: theme.surface,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  selectors: { '&:focus-visible': focusRing },
});

export const compactField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  fontSize: '0.9em',
});

/** A row's action buttons side by side, never wrapping into a taller row. */
export const rowActions = style({ display: 'inline-flex', flexWrap: 'nowrap', gap: space[1] });
