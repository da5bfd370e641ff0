import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  color: theme.mutedColor,
  fontSize: '0.85em',
  whiteSpace: 'nowrap',
});

export const icon = style({
  width: '16px',
  height: '16px',
  verticalAlign: 'middle',
  marginInlineEnd: space[1],
});
