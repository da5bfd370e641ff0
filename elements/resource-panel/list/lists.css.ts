import { style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';
import { tickRule } from '../../ui/control-rules.ts';

// The list's selection, bulk bar, saved views and column chooser (docs/behaviour.md#lists).

export const checkbox = style(tickRule);

/**
 * Below the table and sticky at the viewport's foot (docs/behaviour.md#lists): it takes no room above
 * the rows, and stays in view on a phone while rows are picked further down.
 */
export const bulkBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  boxShadow: '0 -4px 12px rgb(0 0 0 / 0.08)',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surfaceMuted,
});

export const bulkCount = style({ fontWeight: 600, marginInlineEnd: space[2] });

export const chooserList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

export const chooserRow = style({ display: 'flex', alignItems: 'center', gap: space[2] });

export const chooserLabel = style({ flex: 1, display: 'flex', alignItems: 'center', gap: space[2] });

export const views = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[2] });
