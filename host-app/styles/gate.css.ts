import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRingRule } from '../../elements/ui/control-rules.ts';
import { space, theme } from '../../elements/runtime/theme.css.ts';

// The gate screen (docs/behaviour.md, the gate): a phone held at arm's length outdoors, so large type,
// large targets and colours that hold AA contrast with white text in sunlight.

export const gate = style({ display: 'flex', flexDirection: 'column', gap: space[3], maxWidth: '560px' });

export const tabs = style({ display: 'flex', gap: space[2], borderBottom: `1px solid ${theme.borderColor}` });

export const tab = style({
  minHeight: '44px',
  padding: `0 ${space[3]}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  font: 'inherit',
  fontSize: '1.1em',
  color: theme.textColor,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { borderBottomColor: theme.accent, fontWeight: 600 },
    '&:focus-visible': focusRingRule,
  },
});

const answerBase = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: space[2],
  minHeight: '38vh',
  padding: space[4],
  borderRadius: theme.radius,
  color: '#fff',
  textAlign: 'center',
});

export const answer = styleVariants(
  {
    go: { background: '#0f6b2f' },
    stop: { background: '#b42318' },
    look: { background: '#8a4b00' },
    idle: { background: theme.surface, color: theme.textColor, border: `2px dashed ${theme.borderColor}` },
  },
  (tone) => [answerBase, tone],
);

export const answerTitle = style({ margin: 0, fontSize: '2.6em', lineHeight: 1.1, fontWeight: 700 });

export const answerDetail = style({ margin: 0, fontSize: '1.2em' });

export const status = style({ margin: 0, fontSize: '1.05em', color: theme.mutedColor });

export const row = style({ display: 'flex', gap: space[2], alignItems: 'flex-end', flexWrap: 'wrap' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space[1], flex: '1 1 200px' });

export const input = style({
  minHeight: '44px',
  padding: `0 ${space[2]}`,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  font: 'inherit',
  fontSize: '1.05em',
  selectors: { '&:focus-visible': focusRingRule },
});

export const big = style({ minHeight: '44px', fontSize: '1.05em' });

export const video = style({
  width: '100%',
  maxHeight: '40vh',
  borderRadius: theme.radius,
  background: '#000',
});

export const problem = style({ margin: 0, color: theme.danger, fontWeight: 600 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '1em' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${space[2]} ${space[1]}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${theme.borderColor}`,
});
