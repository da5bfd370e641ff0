import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $leaveQuestion, setUnsaved } from '../../../lib/resource-views/unsaved-guard.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * A form's part in the unsaved-changes guard (lib/resource-views/unsaved-guard.ts): it reports whether the form
 * holds unsaved values, and asks the in-app question when the user would leave with them.
 */
export function UnsavedPrompt({ dirty, unsavedKey: key }: { dirty: boolean; unsavedKey: string }) {
  const question = useStore($leaveQuestion);
  const t = useTexts(panelTexts);
  useEffect(() => {
    setUnsaved(key, dirty);
    return () => setUnsaved(key, false);
  }, [key, dirty]);
  return (
    <ConfirmDialog
      open={dirty && question !== null}
      title={t.leaveTitle}
      message={t.leaveMessage}
      confirmLabel={t.leave}
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    />
  );
}
