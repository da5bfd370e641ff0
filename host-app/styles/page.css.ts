import { globalStyle } from '@vanilla-extract/css';
import { theme } from '../../elements/runtime/theme.css.ts';

// The host page itself: light DOM, styled through the document (the elements style their own shadow roots).
globalStyle('html, body', {
  margin: 0,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
  color: theme.textColor,
  background: theme.surfaceMuted,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
