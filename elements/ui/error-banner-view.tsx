import { useStore } from '@nanostores/react';
import { $errorBanner } from '../../lib/banner/error-banner.ts';
import { Alert } from './alert.tsx';

/** The page's shared error banner (docs/behaviour.md#messages), shown where a form needs it; it hides itself after 5 s. */
export function ErrorBanner() {
  const message = useStore($errorBanner);
  return message ? <Alert tone="error">{message}</Alert> : null;
}
