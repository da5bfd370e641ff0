import { globalStyle, style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';
import { COLLAPSED_WIDTH, EXPANDED_WIDTH } from './sidebar.css.ts';

export const MOBILE_QUERY = '(max-width: 639px)';

// minmax(0, 1fr), not 1fr: a track's minimum is otherwise its content's widest line, so one wide item in the
// top bar (the task indicator beside a long title) made every page wider than a 390 px screen.
const CONTENT = 'minmax(0, 1fr)';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: `auto ${CONTENT}`,
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"side top" "side main" "side foot"',
  minHeight: '100dvh',
  background: theme.surfaceMuted,
  '@media': {
    [`screen and ${MOBILE_QUERY}`]: {
      gridTemplateColumns: CONTENT,
      gridTemplateAreas: '"top" "main" "foot"',
    },
  },
});

export const signedOut = style([
  shell,
  { gridTemplateColumns: CONTENT, gridTemplateAreas: '"top" "main" "foot"' },
]);

export const top = style({ gridArea: 'top', position: 'sticky', top: 0, zIndex: 20 });

// The column stays dark however long the screen; the menu inside it stays in view while the page scrolls.
// Its width is the sidebar's from the first paint: the menu's chunk arrives after the screen's, and a column
// that grew then would move the whole screen sideways under the user's pointer.
export const side = style({
  gridArea: 'side',
  width: EXPANDED_WIDTH,
  background: theme.sidebarSurface,
  selectors: { '&[data-collapsed="true"]': { width: COLLAPSED_WIDTH } },
});

// On a phone the screen's content is as tall as the screen at least, so the footer starts below the fold: a
// footer pinned to the bottom of a short, still loading screen was pushed out when the rows came, and moved
// under the reader's eyes (docs/elements.md, "Nothing moves as it loads").
export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: space[5],
  outline: 'none',
  '@media': { [`screen and ${MOBILE_QUERY}`]: { padding: space[4], minHeight: '100dvh' } },
});

export const foot = style({
  gridArea: 'foot',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space[2],
  padding: `${space[3]} ${space[5]}`,
  color: theme.mutedColor,
  fontSize: '0.85em',
  borderTop: `1px solid ${theme.borderColor}`,
  background: theme.surface,
});

export const drawer = style({
  padding: 0,
  margin: 0,
  border: 'none',
  width: EXPANDED_WIDTH,
  maxWidth: '85vw',
  height: '100dvh',
  maxHeight: '100dvh',
  background: 'transparent',
  selectors: { '&::backdrop': { background: 'rgb(17 24 39 / 0.5)' } },
});

globalStyle(`${main} ::slotted(*)`, { maxWidth: '100%' });
