import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

// Its own sheet, loaded with the notice (a lazy chunk), not with every profile panel.
export const domainNotice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  marginTop: space[3],
  padding: space[3],
  border: `1px solid ${theme.warning}`,
  borderRadius: theme.radius,
  background: theme.surface,
});

export const domainTitle = style({ margin: 0, fontSize: '1em', fontWeight: 600 });

export const domainText = style({ margin: 0 });

export const domainSteps = style({
  margin: 0,
  paddingInlineStart: space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

// The value and its copy button side by side, the button below it when the line is too narrow.
export const domainValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  marginTop: space[1],
});

/** Tokens and addresses are long and unbroken: they wrap anywhere rather than widen a phone's screen. */
export const domainCode = style({
  flex: '1 1 12em',
  minWidth: 0,
  padding: `${space[1]} ${space[2]}`,
  background: theme.surfaceMuted,
  borderRadius: theme.radius,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
