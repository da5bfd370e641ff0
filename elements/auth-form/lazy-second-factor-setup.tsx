import { lazy } from 'react';

/**
 * The forced second-factor set-up screen, loaded only for the user who needs it (docs/security.md
 * "Second-factor policy"); apart from lazy-auth-form.tsx, which every panel loads, since only the shell shows it.
 */
export const LazySecondFactorSetUp = lazy(() =>
  import('./second-factor-setup-screen.tsx').then((module) => ({ default: module.SecondFactorSetUpScreen })),
);
