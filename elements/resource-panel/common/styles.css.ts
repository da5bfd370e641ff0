import { style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';
import { td } from '../../ui/list/list.css.ts';

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

/** A heading inside a page section: the size of a section legend, below the page title (styles.title). */
export const subheading = style({ margin: `0 0 ${space[3]}`, fontSize: '1em', fontWeight: 600 });

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

export const totals = style({
  margin: 0,
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surfaceMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const picker = style({ minWidth: '220px', flex: '1 1 220px', maxWidth: '360px' });

export const lead = style({ margin: 0, maxWidth: '72ch', color: theme.mutedColor });

export const errorLines = style({
  margin: 0,
  maxHeight: '60vh',
  overflow: 'auto',
  padding: space[3],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.85em',
  background: theme.surfaceMuted,
  borderRadius: theme.radius,
});

export const figure = style({
  margin: 0,
  padding: space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

export const chart = style({ width: '100%', height: 'auto', maxHeight: '260px' });

export const chartLegend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[1]} ${space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space[2] });

/** A list's cell that wraps rather than ends in an ellipsis: a detail screen's short table shows it whole. */
export const wrappingCell = style([td, { whiteSpace: 'normal', maxWidth: 'none', overflow: 'visible' }]);
