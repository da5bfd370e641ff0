import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../ui/controls.css.ts';
import { space, theme } from '../runtime/theme.css.ts';

const indicator = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    minHeight: '36px',
    minWidth: '36px',
    justifyContent: 'center',
    padding: `0 ${space[2]}`,
    border: `1px solid ${theme.borderColor}`,
    borderRadius: theme.radius,
    background: theme.surface,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    selectors: { '&:hover': { background: theme.surfaceMuted }, '&:focus-visible': focusRing },
  },
]);

// Colour is never the only signal: each state has its own icon, and the summary is the button's name.
export const taskIndicator = styleVariants({
  active: [indicator, { color: theme.info }],
  error: [indicator, { color: theme.danger }],
  // Amber needs the darker shade to read on white (as the status bar's warning text).
  warning: [indicator, { color: `color-mix(in srgb, ${theme.warning} 55%, black)` }],
  ok: [indicator, { color: theme.success }],
});

export const indicatorIcon = style({ width: '18px', height: '18px', flex: 'none' });

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinning = style([
  indicatorIcon,
  {
    animation: `${turn} 1s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
