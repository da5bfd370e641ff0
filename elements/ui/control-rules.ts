import type { StyleRule } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';

// Plain style rules shared by the kit's shadow-root sheets (controls.css.ts) and the host app's document
// sheets, so a button or a card looks the same on both sides of a shadow boundary.

export const focusRingRule = {
  outline: `2px solid ${theme.focusRing}`,
  outlineOffset: '2px',
} as const;

/** A checkbox or radio button: the browser's own, sized and coloured as the kit's. */
export const tickRule: StyleRule = {
  width: '16px',
  height: '16px',
  margin: 0,
  accentColor: theme.accent,
  selectors: { '&:focus-visible': focusRingRule },
};

export const buttonBaseRule: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  minHeight: '32px',
  padding: `0 ${space[3]}`,
  border: '1px solid transparent',
  borderRadius: theme.radius,
  font: 'inherit',
  fontWeight: 500,
  // One line as long as the line has room; a text longer than its whole container (a language longer than
  // English, docs/architecture.md texts and languages) wraps inside the button instead of pushing the page
  // sideways. Not shrinking keeps a row of buttons wrapping whole buttons, as before.
  maxWidth: '100%',
  flexShrink: 0,
  textAlign: 'center',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
};

export const buttonVariantRules = {
  primary: {
    background: theme.accent,
    color: theme.accentText,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.1)' } },
  },
  secondary: {
    background: theme.surface,
    color: theme.textColor,
    borderColor: theme.borderColor,
    selectors: { '&:hover:not(:disabled)': { background: theme.surfaceMuted } },
  },
  danger: {
    background: theme.danger,
    color: '#fff',
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.1)' } },
  },
  ghost: {
    background: 'transparent',
    color: 'inherit',
    selectors: { '&:hover:not(:disabled)': { background: theme.surfaceMuted } },
  },
  link: {
    minHeight: 'auto',
    padding: 0,
    background: 'none',
    color: theme.accent,
    textDecoration: 'underline',
    fontWeight: 400,
  },
} satisfies Record<string, StyleRule>;

export const cardRule: StyleRule = {
  background: theme.surface,
  border: `1px solid ${theme.borderColor}`,
  borderRadius: theme.radius,
  padding: space[4],
};

/** A row of a menu (sidebar entries, the user menu): full width, icon then text, no button chrome. */
export const menuRowRule = {
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  width: '100%',
  minHeight: '32px',
  padding: `0 ${space[3]}`,
  border: 'none',
  borderRadius: theme.radius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

/** Cards or fields side by side, as many as fit at 220 px and more each. */
export const gridRule: StyleRule = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: space[3],
};
