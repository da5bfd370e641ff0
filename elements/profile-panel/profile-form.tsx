import { Save } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { clearErrorBanner } from '../../lib/banner/error-banner.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { SavingOverlay } from '../ui/saving-overlay.tsx';
import * as controls from '../ui/controls.css.ts';
import * as styles from './styles.css.ts';

export interface ProfileFormProps {
  label: string;
  /** Runs the save; the form shows its progress and, on failure, the shared banner shows why. */
  save: () => Promise<SaveResult>;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * docs/behaviour.md#states's form save: idle, then saving (button 'Saving...' and disabled, the full-screen overlay), then
 * success (the caller swaps back to the read view) or the error banner. Cancel leaves without saving.
 */
export function ProfileForm({ label, save, onSaved, onCancel, children }: ProfileFormProps) {
  const [saving, setSaving] = useState(false);
  // A banner left over from this form must not outlive it.
  useEffect(() => clearErrorBanner, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearErrorBanner();
    setSaving(true);
    const result = await save();
    setSaving(false);
    if (result.ok) onSaved(result);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label} part="form">
      <ErrorBanner />
      {children}
      <div className={controls.actions}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" icon={Save} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      {saving && <SavingOverlay />}
    </form>
  );
}
