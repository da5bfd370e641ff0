import { style } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One passkey: its name and dates, its buttons at the end; rows divided as a detail list's are. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  padding: `${space[2]} 0`,
  borderTop: `1px solid ${theme.borderColor}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

/** Below the authenticator app's part of "Sign-in and security", divided from it. */
export const part = style({
  marginTop: space[4],
  paddingTop: space[4],
  borderTop: `1px solid ${theme.borderColor}`,
});

export const heading = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });

/** The same size as the authenticator app's text above it (security-section.css.ts). */
export const text = style({ margin: 0 });
