import { keyframes, style } from '@vanilla-extract/css';
import { theme } from '../../runtime/theme.css.ts';

const fade = keyframes({ from: { background: `color-mix(in srgb, ${theme.info} 18%, transparent)` } });

// A row a colleague changed, read again in place: a tint that fades; with reduced motion a still outline
// for the moment the mark lasts (docs/behaviour.md#live-changes).
export const marked = style({
  animation: `${fade} 2.5s ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      outline: `2px solid ${theme.info}`,
      outlineOffset: '-2px',
    },
  },
});
