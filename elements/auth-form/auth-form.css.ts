import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const wrap = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${space[6]} ${space[4]}`,
});

export const card = style({
  width: 'min(420px, 100%)',
  padding: space[5],
  background: theme.surface,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.06)',
});

export const title = style({ margin: `0 0 ${space[4]}`, fontSize: '1.35em', fontWeight: 600 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const submit = style({ width: '100%', marginTop: space[1] });

export const toggle = style({ marginTop: space[4], textAlign: 'center' });

export const lead = style({ margin: `0 0 ${space[4]}` });
