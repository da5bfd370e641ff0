import { createGlobalThemeContract, fallbackVar, globalStyle } from '@vanilla-extract/css';

// The defaults of the public theme. Each key is a CSS custom property `--console-<kebab-key>` that a host
// page sets from outside (on the element, or on any ancestor: custom properties inherit into shadow roots).
// custom-elements.json and docs/elements.md list them from here (elements/manifest), with these JSDoc lines.
const defaults = {
  /** All text. */
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  /** The base size; the rest is relative to it. */
  fontSize: '14px',
  /** Text. */
  textColor: '#1f2937',
  /** Secondary text (AA contrast on the muted surface). */
  mutedColor: '#4b5563',
  /** Backgrounds. */
  surface: '#fff',
  /** Hover backgrounds, the progress track. */
  surfaceMuted: '#f3f4f6',
  /** Borders. */
  borderColor: '#d1d5db',
  /** Corner radius. */
  radius: '6px',
  /** The keyboard focus outline. */
  focusRing: '#2563eb',
  /** Primary buttons, switches that are on, the current menu entry, links. */
  accent: '#1d4ed8',
  /** Text on the accent colour. */
  accentText: '#fff',
  /** The shell's side menu. */
  sidebarSurface: '#111827',
  /** Text of the side menu. */
  sidebarText: '#e5e7eb',
  /** Running state (blue), progress, info toasts. */
  info: '#2563eb',
  /** Success (green). */
  success: '#16a34a',
  /** Errors (red). */
  danger: '#dc2626',
  /** Warnings (yellow). */
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

// The text of the shadow tree starts again from the theme, rather than inheriting from the host: a page's
// `* { font: 20px serif !important; color: red }` reaches the host element itself (an !important rule of
// the page beats :host), and whatever the host has, its shadow tree would inherit.
globalStyle(':host > *', {
  font: `${theme.fontSize}/1.4 ${theme.fontFamily}`,
  color: theme.textColor,
  letterSpacing: 'normal',
  textTransform: 'none',
  whiteSpace: 'normal',
});

globalStyle(':host([hidden])', { display: 'none' });

// Icons that point along the line (back, next, open a submenu) point the other way in a right-to-left
// page. :where() keeps the rule weaker than a view's own turn of its chevron (an open submenu's points down).
globalStyle(
  ':where(.lucide-chevron-left, .lucide-chevron-right, .lucide-arrow-left, .lucide-arrow-right, .lucide-chevrons-left, .lucide-chevrons-right):dir(rtl)',
  { transform: 'scaleX(-1)' },
);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
