import { style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';

// A rich field's box has one height from its first paint, whatever its toolbar and document hold: the
// editor's chunk arrives after the form (and its toolbar wraps at narrow widths), and a box that grew then
// would move every field below it under the user's pointer. The document scrolls inside it.
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'clamp(18rem, 50vh, 36rem)',
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
  selectors: {
    '&[data-invalid="true"]': { borderColor: theme.danger },
    '&:focus-within': { borderColor: theme.focusRing },
  },
});

/** Where the editor mounts its document: what the toolbar leaves of the box. */
export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

/** "Loading the editor…" in the box the editor will fill. */
export const loading = style({ margin: 0, padding: `${space[2]} ${space[3]}`, color: theme.mutedColor });
