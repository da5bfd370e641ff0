import { Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { clearErrorBanner } from '../../lib/banner/error-banner.ts';
import type { MergeField } from '../../lib/merge/conflict.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { UnsavedPrompt } from '../resource-panel/form/unsaved-prompt.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/error-banner-view.tsx';
import { SavingOverlay } from '../ui/saving-overlay.tsx';
import type { StaleMergeState } from '../ui/use-stale-merge.tsx';
import * as controls from '../ui/controls.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import { formTexts } from './form-texts.ts';
import * as styles from './styles.css.ts';

export interface ProfileFormProps<T extends object> {
  label: string;
  /** Saves the form's values; the form shows its progress and, on failure, the shared banner shows why. */
  save: (values: T) => Promise<SaveResult>;
  /** The form's values, and their merge when the save was based on an older version. */
  merge: StaleMergeState<T>;
  /** The fields the merge lists, and what the record is called in its message ('user'). */
  mergeFields: readonly MergeField[];
  mergeLabel: string;
  /** The form's values of the user's info as saved since. */
  valuesOf: (user: Partial<UserInfo>) => T;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
  /**
   * A check at the fields before anything is sent: true when a field refuses the values (it shows why
   * itself, so no banner repeats it); the first invalid field then takes the focus.
   */
  refuse?: (values: T) => boolean;
  children: ReactNode;
}

/**
 * docs/behaviour.md#states's form save: idle, then saving (button 'Saving...' and disabled, the full-screen overlay), then
 * success (the caller swaps back to the read view) or the error banner; a save someone else's overtook
 * shows their changes beside the user's (docs/behaviour.md#conflicts). Cancel leaves without saving.
 */
export function ProfileForm<T extends object>({
  label,
  save,
  merge,
  mergeFields,
  mergeLabel,
  valuesOf,
  onSaved,
  onCancel,
  refuse,
  children,
}: ProfileFormProps<T>) {
  const t = useTexts(formTexts);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // docs/behaviour.md#states: typed values are not lost silently on leaving, as on the record forms.
  const unsavedKey = useId();
  const [start] = useState(() => JSON.stringify(merge.values));
  const dirty = JSON.stringify(merge.values) !== start;
  // A banner left over from this form must not outlive it.
  useEffect(() => clearErrorBanner, []);

  // After the render that shows why (an effect, so that Save, disabled while saving, is enabled again and
  // the marks are drawn: a frame after the refusal could still find Save disabled): the first field
  // refused, else Save, which had lost the focus to the page's body.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    (
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('button[type="submit"]')
    )?.focus();
  }, [refusals]);
  const focusAfterRefusal = () => setRefusals((count) => count + 1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearErrorBanner();
    if (refuse?.(merge.values)) {
      focusAfterRefusal();
      return;
    }
    setSaving(true);
    const result = await save(merge.values);
    setSaving(false);
    if (result.ok) onSaved(result);
    else if (result.current) merge.conflict(valuesOf(result.current));
    else focusAfterRefusal();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={label} part="form">
      <ErrorBanner />
      {merge.view(mergeFields, mergeLabel)}
      {children}
      <div className={controls.actions}>
        <Button onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary" icon={Save} disabled={saving || merge.merging}>
          {saving ? t.saving : t.saveChanges}
        </Button>
      </div>
      {saving && <SavingOverlay />}
      <UnsavedPrompt dirty={dirty && !saving} unsavedKey={unsavedKey} />
    </form>
  );
}
