import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

/** Holds an open edit form without a box of its own: the section lays the form out as before. */
export const formSlot = style({ display: 'contents' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const groupTitle = style({
  padding: 0,
  marginBottom: space[1],
  fontSize: '0.8em',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: theme.mutedColor,
});

export const phoneRow = style({
  display: 'grid',
  // A fixed switch column, so that both phones line up whatever their switch says.
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) 190px',
  alignItems: 'end',
  gap: space[3],
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The textable switch sits at the height of the inputs beside it. */
export const switchCell = style({ minHeight: '32px', display: 'flex', alignItems: 'center' });

export const phoneValue = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
});

export const note = style({ margin: `${space[3]} 0 0`, fontSize: '0.9em', color: theme.mutedColor });

/** Inputs of one row line up even when a long label wraps onto two lines. */
export const alignedRow = style({ alignItems: 'end' });

// The room of the sections that load after the panel's first paint (profile-panel.tsx), as tall as they are
// drawn for a user with one session and no passkey (in em: the element's own font size, 14 px unless the
// page sets --console-font-size): the service and Stripe connections below the panel stay where they were
// first drawn (docs/elements.md, "Nothing moves as it loads"). They moved 590 px down when the sections
// came; now only by what a user has more (passkeys, sessions).
export const languageToCome = style({ minHeight: '12.3em' });
export const securityToCome = style({
  minHeight: '34em',
  '@media': { '(max-width: 640px)': { minHeight: '40.9em' } },
});
