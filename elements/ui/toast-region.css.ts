import { style, styleVariants } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const region = style({
  position: 'fixed',
  insetBlockEnd: space[4],
  insetInlineEnd: space[4],
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  width: 'min(360px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[2],
  padding: `${space[2]} ${space[3]}`,
  borderRadius: theme.radius,
  color: '#fff',
  boxShadow: '0 6px 20px rgb(0 0 0 / 0.18)',
  pointerEvents: 'auto',
});

// docs/behaviour.md#messages: error red, success green, info blue, warning yellow.
export const toast = styleVariants({
  error: [toastBase, { background: theme.danger }],
  // White on the success green is 3.3:1; a fifth darker passes WCAG AA (4.9:1) and stays that green.
  success: [toastBase, { background: `color-mix(in srgb, ${theme.success} 80%, black)` }],
  info: [toastBase, { background: theme.info }],
  warning: [toastBase, { background: theme.warning, color: '#1f2937' }],
});

export const message = style({ flex: 1, paddingBlock: '6px', overflowWrap: 'anywhere' });
