import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

/** The search box and any list parameter, side by side from the left. */
export const toolbar = style([head, { justifyContent: 'flex-start', alignItems: 'flex-end' }]);

export const title = style({ margin: 0, fontSize: '1.35em', fontWeight: 600 });

export const search = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  minWidth: '220px',
  flex: '1 1 220px',
  maxWidth: '360px',
});

export const section = style({
  margin: 0,
  padding: space[4],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

export const legend = style({ padding: `0 ${space[1]}`, fontWeight: 600 });

export const sectionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: space[3],
});

export const wide = style({ gridColumn: '1 / -1' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const switchField = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const previewText = style({
  margin: 0,
  padding: space[2],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: theme.surfaceMuted,
  borderRadius: theme.radius,
});
