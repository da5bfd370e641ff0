import { lazy } from 'react';

/** The form as its own chunk: panels on pages where someone is already signed in never load it. */
export const LazyAuthForm = lazy(() =>
  import('./auth-form.tsx').then((module) => ({ default: module.AuthForm })),
);

/** The held screen (a password to replace, a second factor to set up), loaded only for the user it holds. */
export const LazyHeldScreen = lazy(() =>
  import('./held-screen.tsx').then((module) => ({ default: module.HeldScreen })),
);
