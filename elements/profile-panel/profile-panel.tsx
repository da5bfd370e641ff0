import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { $session, sessionStore } from '../../lib/session/session.ts';
import { SessionGate } from '../auth-form/session-gate.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import * as controls from '../ui/controls.css.ts';
import { ToastRegion } from '../ui/toast-region.tsx';
import { AccountSection } from './account-section.tsx';
import * as styles from './styles.css.ts';
import { UserSection } from './user-section.tsx';

// Loaded after the first paint, with the section's API calls: the read views need none (size.ts).
const LanguageSection = lazy(() =>
  import('./language/language-section.tsx').then((module) => ({ default: module.LanguageSection })),
);
const SecuritySection = lazy(() =>
  import('./security-section.tsx').then((module) => ({ default: module.SecuritySection })),
);
const SessionsSection = lazy(() =>
  import('../sessions/sessions-section.tsx').then((module) => ({ default: module.SessionsSection })),
);

export type ProfileSectionName = 'user' | 'account';

export interface ProfilePanelProps extends ElementProps {
  onUpdated?: (detail: { section: ProfileSectionName; user: Partial<UserInfo> }) => void;
  onCancel?: (detail: { section: ProfileSectionName }) => void;
}

function ProfileSections({ onUpdated, onCancel }: Omit<ProfilePanelProps, 'container'>) {
  const session = useStore($session);
  const [editing, setEditing] = useState<ProfileSectionName | null>(null);
  const user = session.userInfo ?? {};

  const handlers = (section: ProfileSectionName) => ({
    editing: editing === section,
    onEdit: () => setEditing(section),
    onSaved: (result: Extract<SaveResult, { ok: true }>) => {
      setEditing(null);
      onUpdated?.({ section, user: result.user });
    },
    onCancel: () => {
      setEditing(null);
      onCancel?.({ section });
    },
  });

  return (
    <>
      <UserSection user={user} {...handlers('user')} />
      <AccountSection user={user} access={session.access} {...handlers('account')} />
      <Suspense fallback={<div className={styles.languageToCome} />}>
        <LanguageSection />
      </Suspense>
      {/* An embed session changes no one's second factor (docs/security.md "Second factor"). */}
      {sessionStore.persists() && (
        <Suspense fallback={<div className={styles.securityToCome} />}>
          <SecuritySection email={user.email ?? ''} />
          <SessionsSection />
        </Suspense>
      )}
    </>
  );
}

/** The profile page's sections (docs/behaviour.md#screens): the signed-in user and their account, each editable, then how they sign in. */
export function ProfilePanel({ onUpdated, onCancel }: ProfilePanelProps) {
  return (
    <div className={controls.stack} part="panel">
      <SessionGate>
        <ProfileSections onUpdated={onUpdated} onCancel={onCancel} />
      </SessionGate>
      <ToastRegion />
    </div>
  );
}
