import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../ui/control-rules.ts';
import { space, theme } from '../../runtime/theme.css.ts';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A picker's grid: smaller tiles, two to a row on a phone. */
export const galleryCompact = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' });

/** A picker dialog's parts, spaced like a form's. */
export const picker = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  padding: space[1],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
  selectors: {
    '&:hover': { borderColor: theme.accent },
    // A picker's chosen image: a ring, as well as the pressed state its button announces.
    '&[data-selected="true"]': { borderColor: theme.accent, boxShadow: `0 0 0 2px ${theme.accent}` },
  },
  vars: { '--console-image-radius': `calc(${theme.radius} - 2px)` },
});

export const tileButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingRule },
});

// Every thumbnail the same shape whatever the picture's, cropped to fill (image-delivery's fit is cover).
globalStyle(`${tileButton} image-delivery::part(image)`, { aspectRatio: '4 / 3' });

export const tileTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 500,
  padding: `0 ${space[1]}`,
});

export const tileMeta = style({ color: theme.mutedColor, fontSize: '0.85em', padding: `0 ${space[1]}` });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[3] });

export const filterField = style({ minWidth: '180px', flex: '0 1 240px' });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[2],
  padding: space[5],
  border: `2px dashed ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surfaceMuted,
  textAlign: 'center',
});

/** A gallery with no images yet: what it is for and the way to start, in the drop zone's frame. */
export const emptyGallery = style([dropZone, { color: theme.mutedColor }]);

export const dropZoneActive = style({ borderColor: theme.accent, background: theme.surface });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space[2],
  padding: space[3],
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  minWidth: 0,
});

export const itemName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const itemFields = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: space[3],
});

export const itemFailure = style({ gridColumn: '1 / -1' });

export const preview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const sectionTitle = style({ margin: `0 0 ${space[3]}`, fontSize: '1.05em', fontWeight: 600 });

/** An image field of a form: the thumbnail beside its title and buttons. */
export const imageField = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

export const imageFieldThumb = style({
  width: '120px',
  flex: 'none',
  vars: { '--console-image-radius': theme.radius },
});
globalStyle(`${imageFieldThumb}::part(image)`, { aspectRatio: '4 / 3' });

export const imageFieldEmpty = style([
  imageFieldThumb,
  {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '4 / 3',
    border: `1px dashed ${theme.borderColor}`,
    background: theme.surfaceMuted,
    color: theme.mutedColor,
    fontSize: '0.85em',
  },
]);

export const imageFieldSide = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

/** The storage quota line above the Files list and the Image Gallery. */
export const storageUsage = style({
  // Its own line, in the Files toolbar as above the gallery.
  flexBasis: '100%',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space[2],
  margin: `0 0 ${space[3]}`,
  color: theme.mutedColor,
  fontSize: '0.9em',
});

export const storageUsageToCome = style([storageUsage, { visibility: 'hidden' }]);

export const storageMeter = style({ width: '160px', height: '0.9em' });
