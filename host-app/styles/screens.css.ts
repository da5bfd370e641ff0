import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import {
  buttonBaseRule,
  buttonVariantRules,
  cardRule,
  focusRingRule,
  gridRule,
} from '../../elements/ui/control-rules.ts';
import { space, theme } from '../../elements/runtime/theme.css.ts';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: space[5] });

export const panel = style([cardRule, { maxWidth: '640px' }]);

export const heading = style({ margin: `0 0 ${space[2]}`, fontSize: '1.5em', fontWeight: 600 });

export const subheading = style({ margin: `0 0 ${space[3]}`, fontSize: '1.1em', fontWeight: 600 });

export const muted = style({ color: theme.mutedColor, margin: `0 0 ${space[3]}` });

const buttonBase = style(buttonBaseRule);
export const button = styleVariants(buttonVariantRules, (variant) => [buttonBase, variant]);
export const primaryButton = button.primary;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const icon = style({ width: '16px', height: '16px', flex: 'none' });

export const grid = style(gridRule);

/** A dashboard card: its title, its content and its link, one under the other on the spacing scale. */
export const card = style([cardRule, { display: 'flex', flexDirection: 'column', gap: space[2] }]);

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  fontSize: '1em',
  fontWeight: 600,
});

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[1] });

export const link = style({
  color: theme.accent,
  textDecoration: 'none',
  borderRadius: '2px',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingRule },
});

/**
 * The dashboard's cards: as many as the caller's level shows, each at least 300 px, growing to fill their
 * row, so no row is left half empty whatever the count and the width.
 */
export const cards = style({ display: 'flex', flexWrap: 'wrap', gap: space[3], alignItems: 'stretch' });
globalStyle(`${cards} > *`, { flex: '1 1 300px', minWidth: 0 });

/** A figure that links into the list of what it counts. */
export const statLink = style({
  display: 'flex',
  flexDirection: 'column',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: '2px',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingRule },
});

// Figures in even columns, however long their labels.
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '120px',
  padding: `${space[2]} ${space[3]}`,
  background: theme.surfaceMuted,
  borderRadius: theme.radius,
});

export const statValue = style({ fontSize: '1.4em', fontWeight: 600, margin: 0 });

export const statLabel = style({ color: theme.mutedColor, fontSize: '0.85em' });

export const taskList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] });

export const taskRow = style({ display: 'flex', justifyContent: 'space-between', gap: space[3] });

export const code = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });
