import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const text = style({ margin: 0 });

export const enrol = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[4] });

export const secret = style({ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9em, 1fr))',
  gap: space[2],
  margin: 0,
  padding: space[3],
  paddingInlineStart: space[6],
  fontFamily: 'ui-monospace, monospace',
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
});
