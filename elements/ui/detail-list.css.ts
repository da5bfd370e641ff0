import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: `${space[3]} ${space[4]}`,
  margin: 0,
});

export const item = style({ minWidth: 0 });

export const term = style({ fontSize: '0.85em', color: theme.mutedColor, marginBottom: '2px' });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
