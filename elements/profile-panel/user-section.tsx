import { formatPhone } from '../../lib/format/phone.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import { textableDescription, type PhoneSlot } from '../../lib/profile/user-view.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { Badge } from '../ui/badge.tsx';
import * as controls from '../ui/controls.css.ts';
import { DetailList } from '../ui/detail-list.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { EditableSection } from './editable-section.tsx';
import { sectionTexts } from './sections-texts.ts';
import * as styles from './styles.css.ts';

// The edit form (and its merge of a stale save) loads when the pencil is pointed at, not with the page.
const loadUserForm = () => import('./user-form-view.tsx').then((module) => module.UserForm);

function PhoneValue({ user, slot }: { user: Partial<UserInfo>; slot: PhoneSlot }) {
  const t = useTexts(sectionTexts);
  const phone = user[`${slot}_phone`];
  if (!phone) return <span className={controls.muted}>{t.notProvided}</span>;
  const textable = user[`${slot}_phone_textable`] === 1;
  const label = user[`${slot}_phone_label`];
  return (
    <span className={styles.phoneValue}>
      <span dir="ltr">{formatPhone(phone)}</span>
      {label && <span className={controls.muted}>{label}</span>}
      <Badge tone={textable ? 'success' : 'neutral'}>{textableDescription(textable, t)}</Badge>
    </span>
  );
}

export interface UserSectionProps {
  user: Partial<UserInfo>;
  editing: boolean;
  onEdit: () => void;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
}

/** Section 1 of the profile page, 'User Information' (docs/behaviour.md#screens). */
export function UserSection({ user, editing, onEdit, onSaved, onCancel }: UserSectionProps) {
  const t = useTexts(sectionTexts);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <EditableSection
      title={t.userTitle}
      editing={editing}
      onEdit={onEdit}
      view={
        <DetailList
          details={[
            { label: t.name, value: name },
            { label: t.email, value: user.email },
            { label: t.primaryPhone, value: <PhoneValue user={user} slot="primary" /> },
            { label: t.secondaryPhone, value: <PhoneValue user={user} slot="secondary" /> },
          ]}
        />
      }
      loadForm={loadUserForm}
      form={(UserForm) => <UserForm user={user} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
