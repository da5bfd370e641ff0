import { Suspense } from 'react';
import { lazyView } from '../../resource-panel/navigation/panel-view.ts';

// Loaded after the form, with its own call: an edit screen's first paint waits for neither.
const SessionsSection = lazyView(
  () => import('../../sessions/sessions-section.tsx'),
  (m) => m.SessionsSection,
);

/**
 * Below a user's edit form: where they are signed in, for an admin above their level, who can end those
 * sessions (docs/security.md "Sessions you can see"); anyone else sees nothing of it.
 */
export function UserSessions({ userId }: { userId: number }) {
  return (
    <Suspense fallback={null}>
      <SessionsSection userId={userId} />
    </Suspense>
  );
}
