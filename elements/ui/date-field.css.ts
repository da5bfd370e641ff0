import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

// The kit's date control (elements/ui/date-field.tsx): typed parts and the calendar button on one line,
// wrapping under each other on a narrow screen rather than pushing the page sideways.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const date = style({ flex: '1 1 9em', minInlineSize: 0, maxInlineSize: '14em' });

export const time = style({ flex: '1 1 6em', minInlineSize: 0, maxInlineSize: '9em' });

export const grid = style({ borderCollapse: 'collapse', marginInline: 'auto' });

export const weekday = style({
  fontWeight: 500,
  fontSize: '0.85em',
  color: theme.mutedColor,
  paddingBlock: space[1],
  textAlign: 'center',
});

export const monthBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  marginBlockEnd: space[2],
});

export const monthName = style({ margin: 0, fontSize: '1em', fontWeight: 600 });

export const day = style({
  font: 'inherit',
  inlineSize: '36px',
  blockSize: '36px',
  border: '1px solid transparent',
  borderRadius: theme.radius,
  background: 'none',
  color: theme.textColor,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: theme.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${theme.focusRing}`, outlineOffset: '1px' },
    '&[data-selected]': { background: theme.accent, color: theme.accentText },
    '&[data-today]': { borderColor: theme.borderColor },
  },
});

export const outside = style({ color: theme.mutedColor });
