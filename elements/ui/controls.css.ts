import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { space, theme } from '../runtime/theme.css.ts';
import { buttonBaseRule, buttonVariantRules, cardRule, focusRingRule, gridRule } from './control-rules.ts';

// The shared look of every control in the kit: one focus ring, one control height, one set of variants.

export const focusRing = focusRingRule;

const buttonBase = style(buttonBaseRule);

export const button = styleVariants(buttonVariantRules, (variant) => [buttonBase, variant]);

const controlBase = style({
  font: 'inherit',
  minHeight: '32px',
  borderRadius: theme.radius,
  selectors: { '&:focus-visible': focusRing },
});

/** A square button holding one icon; its name comes from aria-label. */
export const iconButton = style({ padding: 0, width: '32px' });

export const icon = style({ width: '16px', height: '16px', flex: 'none' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 });

export const label = style({ fontWeight: 500 });

export const required = style({ color: theme.danger, marginInlineStart: '2px' });

export const input = style([
  controlBase,
  {
    width: '100%',
    padding: `${space[1]} ${space[2]}`,
    color: theme.textColor,
    background: theme.surface,
    border: `1px solid ${theme.borderColor}`,
    selectors: {
      '&:disabled': { background: theme.surfaceMuted, color: theme.mutedColor, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: theme.danger },
      // Lighter and slanted: an example, never mistaken for a value typed in (docs/behaviour.md#validation).
      '&::placeholder': { color: '#6b7280', fontStyle: 'italic', opacity: 1 },
    },
  },
]);

export const textarea = style([input, { resize: 'vertical', lineHeight: 1.4 }]);

export const help = style({ fontSize: '0.85em', color: theme.mutedColor, margin: 0 });

export const error = style({ fontSize: '0.85em', color: theme.danger, margin: 0 });

export const alert = styleVariants({
  error: { color: '#7f1d1d', background: '#fef2f2', borderColor: '#fecaca' },
  success: { color: '#14532d', background: '#f0fdf4', borderColor: '#bbf7d0' },
  info: { color: '#1e3a8a', background: '#eff6ff', borderColor: '#bfdbfe' },
  warning: { color: '#713f12', background: '#fefce8', borderColor: '#fde68a' },
});

export const alertBox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[2],
  padding: `${space[2]} ${space[3]}`,
  border: '1px solid',
  borderRadius: theme.radius,
});

export const badge = styleVariants({
  neutral: { background: theme.surfaceMuted, color: theme.textColor },
  info: { background: '#dbeafe', color: '#1e40af' },
  success: { background: '#dcfce7', color: '#166534' },
  warning: { background: '#fef9c3', color: '#854d0e' },
  danger: { background: '#fee2e2', color: '#991b1b' },
});

export const badgeBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  padding: `0 ${space[2]}`,
  borderRadius: '999px',
  fontSize: '0.8em',
  fontWeight: 600,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '20px',
  height: '20px',
  border: `3px solid ${theme.surfaceMuted}`,
  borderTopColor: theme.accent,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgb(17 24 39 / 0.45)',
});

export const overlayCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[4]} ${space[5]}`,
  background: theme.surface,
  color: theme.textColor,
  borderRadius: theme.radius,
  boxShadow: '0 10px 30px rgb(0 0 0 / 0.2)',
  fontWeight: 500,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const switchRow = style({ display: 'inline-flex', alignItems: 'center', gap: space[2] });

export const switchTrack = style({
  position: 'relative',
  width: '36px',
  height: '20px',
  flex: 'none',
  padding: 0,
  border: 'none',
  borderRadius: '999px',
  background: theme.borderColor,
  cursor: 'pointer',
  transition: 'background 0.15s',
  selectors: {
    '&[aria-checked="true"]': { background: theme.accent },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': focusRing,
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '2px',
      insetInlineStart: '2px',
      width: '16px',
      height: '16px',
      borderRadius: '50%',
      background: '#fff',
      transition: 'transform 0.15s',
    },
    '&[aria-checked="true"]::after': { transform: 'translateX(16px)' },
    // The knob slides towards the end of the line, which is the left in a right-to-left page.
    '&[aria-checked="true"]:dir(rtl)::after': { transform: 'translateX(-16px)' },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space[2],
});

export const formGrid = style(gridRule);

export const card = style(cardRule);

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  marginBottom: space[3],
});

export const cardTitle = style({ margin: 0, fontSize: '1.15em', fontWeight: 600 });

// A card's actions keep their one line beside the title, which wraps first; only a button longer than the
// whole card wraps its own text (elements/ui/control-rules.ts).
export const cardActions = style({ flexShrink: 0, maxWidth: '100%' });

export const muted = style({ color: theme.mutedColor });

/**
 * A view's loading line (`<p role="status">`): no margin, so the view that takes its place starts where it
 * stood (docs/elements.md, "Nothing moves as it loads").
 */
export const loading = style({ margin: 0, color: theme.mutedColor });

// A native select drawn like the inputs. The chevron is two gradients: a data: image would need img-src
// in a host page's CSP.
export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: space[6],
    backgroundImage: `linear-gradient(45deg, transparent 50%, ${theme.mutedColor} 50%), linear-gradient(135deg, ${theme.mutedColor} 50%, transparent 50%)`,
    backgroundPosition: 'calc(100% - 15px) 55%, calc(100% - 10px) 55%',
    // The chevron sits at the end of the line, where paddingInlineEnd leaves it room.
    selectors: { '&:dir(rtl)': { backgroundPosition: '10px 55%, 15px 55%' } },
    backgroundSize: '5px 5px',
    backgroundRepeat: 'no-repeat',
    cursor: 'pointer',
  },
]);

/** Stacked regions of a panel, one spacing step apart. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[4] });
