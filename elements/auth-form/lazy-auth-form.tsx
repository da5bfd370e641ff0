import { lazy } from 'react';

/** The form as its own chunk: panels on pages where someone is already signed in never load it. */
export const LazyAuthForm = lazy(() =>
  import('./auth-form.tsx').then((module) => ({ default: module.AuthForm })),
);

/** The one-time password screen, loaded only for the user who needs it (docs/security.md). */
export const LazyPasswordChange = lazy(() =>
  import('./password-change-screen.tsx').then((module) => ({ default: module.PasswordChangeScreen })),
);
