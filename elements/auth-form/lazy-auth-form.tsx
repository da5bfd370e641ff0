import { lazy } from 'react';

/** The form as its own chunk: panels on pages where someone is already signed in never load it. */
export const LazyAuthForm = lazy(() =>
  import('./auth-form.tsx').then((module) => ({ default: module.AuthForm })),
);
