import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { theme } from '../runtime/theme.css.ts';

const focusVisible = {
  outline: `2px solid ${theme.focusRing}`,
  outlineOffset: '2px',
};

const buttonReset = style({
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusVisible },
});

export const bar = style([
  buttonReset,
  {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5em',
    width: '100%',
    padding: '0.4em 0.75em',
    background: theme.surface,
    border: `1px solid ${theme.borderColor}`,
    borderRadius: theme.radius,
    textAlign: 'start',
    selectors: { '&:hover': { background: theme.surfaceMuted } },
  },
]);

const pulse = keyframes({
  '0%, 100%': { opacity: 1, transform: 'scale(1)' },
  '50%': { opacity: 0.55, transform: 'scale(0.85)' },
});

const dot = style({
  flex: 'none',
  width: '0.625em',
  height: '0.625em',
  borderRadius: '50%',
});

export const indicator = styleVariants({
  active: [
    dot,
    {
      background: theme.info,
      animation: `${pulse} 1.5s ease-in-out infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
  error: [dot, { background: theme.danger }],
  warning: [dot, { background: theme.warning }],
  ok: [dot, { background: theme.success }],
});

export const panel = style({
  marginTop: '0.25em',
  padding: '0.5em 0.75em',
  background: theme.surface,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.08)',
});

export const group = style({
  selectors: {
    '& + &': { marginTop: '0.5em', paddingTop: '0.25em', borderTop: `1px solid ${theme.borderColor}` },
  },
});

export const groupTitle = style({
  margin: '0.25em 0',
  fontSize: '0.75em',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: theme.mutedColor,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const task = style({
  padding: '0.4em 0',
  selectors: { '& + &': { borderTop: `1px solid ${theme.surfaceMuted}` } },
});

export const taskHead = style({ display: 'flex', alignItems: 'baseline', gap: '0.5em' });

export const taskTitle = style({ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: theme.mutedColor, fontSize: '0.85em' });

export const status = styleVariants({
  queued: [muted],
  active: [muted, { color: theme.info }],
  // The success green on white is 3.3:1 (axe color-contrast); a fifth darker reads 4.9:1.
  completed: [muted, { color: `color-mix(in srgb, ${theme.success} 80%, black)` }],
  error: [muted, { color: theme.danger }],
  cancelled: [muted],
  // Amber text on white needs the darker shade for AA contrast.
  warning: [muted, { color: `color-mix(in srgb, ${theme.warning} 55%, black)` }],
});

export const line = style([muted, { margin: '0.15em 0 0', overflowWrap: 'anywhere' }]);

/** A message with the row's action beside it. */
export const lineWithAction = style({ display: 'flex', alignItems: 'flex-start', gap: '0.5em' });

export const grow = style({ flex: 1 });

export const track = style({
  height: '0.375em',
  marginTop: '0.3em',
  background: theme.surfaceMuted,
  borderRadius: '999px',
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: theme.info, transition: 'width 0.2s' });

export const textButton = style([
  buttonReset,
  {
    padding: '0.15em 0.4em',
    background: 'none',
    border: `1px solid ${theme.borderColor}`,
    borderRadius: theme.radius,
    fontSize: '0.85em',
    selectors: { '&:hover': { background: theme.surfaceMuted } },
  },
]);

export const actions = style({ display: 'flex', justifyContent: 'flex-end', paddingTop: '0.4em' });
