import { style } from '@vanilla-extract/css';
import { focusRing } from '../ui/controls.css.ts';
import { menuRowRule } from '../ui/control-rules.ts';
import { space, theme } from '../runtime/theme.css.ts';

// docs/behaviour.md#limits: 64 units expanded, 16 collapsed; one unit is 4 px.
export const EXPANDED_WIDTH = '256px';
export const COLLAPSED_WIDTH = '64px';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  position: 'sticky',
  top: 0,
  width: EXPANDED_WIDTH,
  height: '100dvh',
  background: theme.sidebarSurface,
  color: theme.sidebarText,
  transition: 'width 0.15s',
  selectors: { '&[data-collapsed="true"]': { width: COLLAPSED_WIDTH } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const nav = style({ flex: 1, overflowY: 'auto', padding: `${space[2]} ${space[2]}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const rowBase = {
  ...menuRowRule,
  gap: space[3],
  minHeight: '36px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
} as const;

export const groupButton = style({
  ...rowBase,
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.08)' },
    '&:focus-visible': focusRing,
    '&[data-contains-current="true"]': { color: '#fff', fontWeight: 600 },
  },
});

export const link = style({
  ...rowBase,
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.08)' },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: theme.accent, color: theme.accentText },
  },
});

export const subLink = style([link, { paddingInlineStart: '40px', minHeight: '32px' }]);

export const label = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

export const chevron = style({
  transition: 'transform 0.15s',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const foot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[2],
  borderTop: '1px solid rgb(255 255 255 / 0.12)',
});

export const collapseButton = style({
  ...rowBase,
  color: theme.sidebarText,
  selectors: { '&:hover': { background: 'rgb(255 255 255 / 0.08)' }, '&:focus-visible': focusRing },
});

export const statusBar = style({ color: theme.textColor });
