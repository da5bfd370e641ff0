import { lazy } from 'react';

/** The form as its own chunk: panels on pages where someone is already signed in never load it. */
export const LazyAuthForm = lazy(() =>
  import('./auth-form.tsx').then((module) => ({ default: module.AuthForm })),
);

/** The embed-session claim, loaded only on pages that configured fetchEmbedSecret. */
export const LazyEmbedClaim = lazy(() =>
  import('./embed-claim.tsx').then((module) => ({ default: module.EmbedClaim })),
);
