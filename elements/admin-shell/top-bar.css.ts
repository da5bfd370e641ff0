import { style } from '@vanilla-extract/css';
import { focusRing } from '../ui/controls.css.ts';
import { menuRowRule } from '../ui/control-rules.ts';
import { space, theme } from '../runtime/theme.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  height: '56px',
  padding: `0 ${space[4]}`,
  background: theme.surface,
  borderBottom: `1px solid ${theme.borderColor}`,
});

export const skipButton = style({
  position: 'absolute',
  insetInlineStart: space[2],
  top: '-100px',
  zIndex: 100,
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
  color: theme.accent,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus': { top: space[2] }, '&:focus-visible': focusRing },
});

export const titles = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const title = style({
  margin: 0,
  fontSize: '1.1em',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const domain = style({ color: theme.mutedColor, fontSize: '0.85em' });

export const menuWrap = style({ position: 'relative' });

export const menuButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '36px',
  padding: `0 ${space[2]}`,
  border: `1px solid transparent`,
  borderRadius: theme.radius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: theme.surfaceMuted }, '&:focus-visible': focusRing },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: theme.accent,
  color: theme.accentText,
  fontSize: '0.8em',
  fontWeight: 600,
});

// Below 640 px only the initials show; the name stays the button's accessible name.
export const userName = style({
  '@media': {
    'screen and (max-width: 639px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  zIndex: 50,
  minWidth: '220px',
  padding: space[1],
  margin: 0,
  listStyle: 'none',
  background: theme.surface,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)',
});

export const menuHead = style({
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${theme.surfaceMuted}`,
  marginBottom: space[1],
});

export const menuItem = style({
  ...menuRowRule,
  selectors: { '&:hover, &:focus-visible': { background: theme.surfaceMuted, outline: 'none' } },
});
