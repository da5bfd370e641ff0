import { globalStyle, style } from '@vanilla-extract/css';
import { space, theme } from '../../runtime/theme.css.ts';
import { focusRingRule } from '../../ui/control-rules.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  padding: space[1],
  borderBottom: `1px solid ${theme.borderColor}`,
  background: theme.surfaceMuted,
  borderStartStartRadius: theme.radius,
  borderStartEndRadius: theme.radius,
});

export const separator = style({
  width: '1px',
  alignSelf: 'stretch',
  margin: `0 ${space[1]}`,
  background: theme.borderColor,
});

export const tool = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
});

/** A toggle that is on: the pressed state shows without relying on colour alone (inset border). */
export const pressed = style({
  background: theme.surface,
  color: theme.accent,
  boxShadow: `inset 0 0 0 1px ${theme.accent}`,
});

/** Reading type shared by the editing surface and the preview, so the preview matches what was typed. */
export const prose = style({ lineHeight: 1.55, overflowWrap: 'anywhere' });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} :is(h2, h3, h4)`, { margin: `${space[4]} 0 ${space[2]}`, lineHeight: 1.25 });
globalStyle(`${prose} h2`, { fontSize: '1.4em' });
globalStyle(`${prose} h3`, { fontSize: '1.2em' });
globalStyle(`${prose} h4`, { fontSize: '1.05em' });
globalStyle(`${prose} :is(p, ul, ol, blockquote, pre)`, { margin: `0 0 ${space[3]}` });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: space[5] });
globalStyle(`${prose} a`, { color: theme.accent, textDecoration: 'underline' });
globalStyle(`${prose} blockquote`, {
  paddingInlineStart: space[3],
  borderInlineStart: `3px solid ${theme.borderColor}`,
  color: theme.mutedColor,
});
globalStyle(`${prose} :is(code, pre)`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  background: theme.surfaceMuted,
  borderRadius: theme.radius,
});
globalStyle(`${prose} pre`, { padding: space[2], whiteSpace: 'pre-wrap' });
globalStyle(`${prose} image-delivery`, { maxWidth: '40rem', margin: `0 0 ${space[3]}` });

// What ProseMirror needs of its editing surface; tiptap would inject it as a <style> in the document,
// which the kit never does (CSP, and it would not reach the shadow root), so it lives here instead.
export const content = style([
  prose,
  {
    // The rest of the box (frame.css.ts), scrolled when the document is longer.
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    padding: `${space[2]} ${space[3]}`,
    whiteSpace: 'pre-wrap',
    wordWrap: 'break-word',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
    outline: 'none',
    borderEndStartRadius: theme.radius,
    borderEndEndRadius: theme.radius,
    selectors: {
      '&:focus-visible': focusRingRule,
      '&[contenteditable="false"]': { background: theme.surfaceMuted, color: theme.mutedColor },
    },
  },
]);
globalStyle(`${content} [contenteditable="false"]`, { whiteSpace: 'normal' });
globalStyle(`${content} img.ProseMirror-separator`, {
  display: 'inline !important',
  border: 'none !important',
  margin: '0 !important',
});
// A gallery image picked as a whole (click, or arrow keys onto it): ringed, since it has no text caret.
globalStyle(`${content} image-delivery.ProseMirror-selectednode`, {
  outline: `2px solid ${theme.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: 'transparent' });
globalStyle(`${content} .ProseMirror-gapcursor`, {
  display: 'none',
  pointerEvents: 'none',
  position: 'absolute',
});
globalStyle(`${content}.ProseMirror-focused .ProseMirror-gapcursor`, { display: 'block' });

export const previewTitle = style({ margin: `0 0 ${space[2]}`, fontSize: '1.6em', lineHeight: 1.2 });
export const previewImage = style({ maxWidth: '40rem', margin: `0 0 ${space[3]}` });
export const previewSummary = style({
  margin: `0 0 ${space[4]}`,
  color: theme.mutedColor,
  fontSize: '1.05em',
});
export const previewEmpty = style({ color: theme.mutedColor, fontStyle: 'italic' });
