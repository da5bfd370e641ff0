import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// Attributes by their HTML names (`resource`, `record-id`); per-element typings come with the generated manifest.
type CustomElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [attribute: string]: string | number | boolean | undefined | object;
};

// React 19 renders custom elements with their attributes and properties as given; these let TSX name them.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'admin-shell': CustomElementProps;
      'task-status-bar': CustomElementProps;
      'profile-panel': CustomElementProps;
      'druidia-connections': CustomElementProps;
      'stripe-connections': CustomElementProps;
      'resource-panel': CustomElementProps;
      'image-delivery': CustomElementProps;
    }
  }
}
