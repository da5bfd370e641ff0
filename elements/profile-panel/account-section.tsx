import { lazy, Suspense } from 'react';
import { ACCOUNT_EDIT_LEVEL, canEditAccount } from '../../lib/profile/account-view.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { Badge } from '../ui/badge.tsx';
import * as controls from '../ui/controls.css.ts';
import { DetailList } from '../ui/detail-list.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { EditableSection } from './editable-section.tsx';
import { sectionTexts } from './sections-texts.ts';

// Only a group admin of an account with an unverified domain sees it: nobody else loads it.
const DomainNotice = lazy(() =>
  import('./domain-notice.tsx').then((module) => ({ default: module.DomainNotice })),
);

// The edit form (and its merge of a stale save) loads when the pencil is pointed at, not with the page.
const loadAccountForm = () => import('./account-form-view.tsx').then((module) => module.AccountForm);

export interface AccountSectionProps {
  user: Partial<UserInfo>;
  access: number;
  editing: boolean;
  onEdit: () => void;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
}

/**
 * Section 2, 'Account Information' (docs/behaviour.md#screens). Only group admins may change the account (the server's
 * rule for account/update); everyone else reads it, with a note instead of a pencil that could only fail.
 * A domain not yet proved says so, and group admins get the steps to prove it (docs/security.md).
 */
export function AccountSection({ user, access, editing, onEdit, onSaved, onCancel }: AccountSectionProps) {
  const t = useTexts(sectionTexts);
  return (
    <EditableSection
      title={t.accountTitle}
      editing={editing}
      onEdit={onEdit}
      editable={canEditAccount(access)}
      lockedNote={t.adminsOnly({ level: ACCOUNT_EDIT_LEVEL })}
      view={
        <>
          <DetailList
            details={[
              { label: t.accountName, value: user.account_name },
              {
                label: t.domain,
                value: user.domain ? (
                  <DomainValue user={user} />
                ) : (
                  <span className={controls.muted}>{t.notSet}</span>
                ),
              },
              {
                label: t.description,
                value: user.description || <span className={controls.muted}>{t.noDescription}</span>,
              },
            ]}
          />
          {user.domain && user.domain_verified !== 1 && canEditAccount(access) && (
            <Suspense fallback={null}>
              <DomainNotice domain={user.domain} access={access} />
            </Suspense>
          )}
        </>
      }
      loadForm={loadAccountForm}
      form={(AccountForm) => <AccountForm user={user} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}

/** The domain and whether it is proved: an unverified one routes nothing (docs/security.md). */
function DomainValue({ user }: { user: Partial<UserInfo> }) {
  const t = useTexts(sectionTexts);
  return (
    <span className={controls.row}>
      {user.domain}
      {user.domain_verified === 1 ? (
        <Badge tone="success">{t.verified}</Badge>
      ) : (
        <Badge tone="warning">{t.notVerified}</Badge>
      )}
    </span>
  );
}
