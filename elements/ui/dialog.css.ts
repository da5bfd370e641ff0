import { style, styleVariants } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

const base = style({
  padding: 0,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
  color: theme.textColor,
  boxShadow: '0 20px 50px rgb(0 0 0 / 0.25)',
  maxHeight: 'calc(100dvh - 32px)',
  maxWidth: 'calc(100vw - 32px)',
  selectors: { '&::backdrop': { background: 'rgb(17 24 39 / 0.5)' } },
});

// docs/behaviour.md#states: dialog sizes sm, md, lg, xl, full.
export const size = styleVariants({
  sm: [base, { width: '360px' }],
  md: [base, { width: '480px' }],
  lg: [base, { width: '640px' }],
  xl: [base, { width: '880px' }],
  full: [base, { width: 'calc(100vw - 32px)', height: 'calc(100dvh - 32px)' }],
});

export const layout = style({ display: 'flex', flexDirection: 'column', maxHeight: 'inherit' });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
  borderBottom: `1px solid ${theme.borderColor}`,
});

export const title = style({ margin: 0, fontSize: '1.1em', fontWeight: 600 });

export const body = style({ padding: space[4], overflow: 'auto' });

export const foot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
  borderTop: `1px solid ${theme.borderColor}`,
});
