import { createGlobalThemeContract, fallbackVar, globalStyle } from '@vanilla-extract/css';

// The defaults of the public theme. Each key is a CSS custom property `--console-<kebab-key>` that a host
// page sets from outside (on the element, or on any ancestor: custom properties inherit into shadow roots).
const defaults = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: '14px',
  textColor: '#1f2937',
  mutedColor: '#4b5563',
  surface: '#fff',
  surfaceMuted: '#f3f4f6',
  borderColor: '#d1d5db',
  radius: '6px',
  focusRing: '#2563eb',
  accent: '#1d4ed8',
  accentText: '#fff',
  sidebarSurface: '#111827',
  sidebarText: '#e5e7eb',
  info: '#2563eb',
  success: '#16a34a',
  danger: '#dc2626',
  warning: '#ca8a04',
};

type Token = keyof typeof defaults;

const kebab = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const contract = createGlobalThemeContract(
  defaults,
  (_value, path) => `console-${path.map(kebab).join('-')}`,
);

/**
 * The theme as the styles use it: each token reads its custom property and falls back to the default.
 * Nothing assigns the properties on :host, since that would hide a value the page set on an ancestor.
 */
export const theme = Object.fromEntries(
  (Object.keys(defaults) as Token[]).map((token) => [token, fallbackVar(contract[token], defaults[token])]),
) as Record<Token, string>;

/**
 * The one spacing scale of every element (px, since 1em differs between a page's 20px and the kit's 14px).
 * Steps, not tokens: a theme changes colours and type, the rhythm stays the kit's.
 */
export const space = { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px' } as const;

globalStyle(':host', {
  display: 'block',
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
  color: theme.textColor,
});

globalStyle(':host([hidden])', { display: 'none' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
