import { Trash2 } from 'lucide-react';
import type { AutosaveStatus } from '../../../lib/resource-views/draft-autosave.ts';
import type { Draft } from '../../../lib/resource-views/drafts.ts';
import { formatDateTime, formatTime } from '../../../lib/format/date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';

/** Said when a form opens with a restored draft: what it is, from when, and the way back (Discard). */
export function DraftNotice({
  draft,
  changedSince,
  onDiscard,
}: {
  draft: Draft;
  changedSince: boolean;
  onDiscard: () => void;
}) {
  return (
    <Alert tone={changedSince ? 'warning' : 'info'}>
      <div className={controls.row}>
        <span>
          Restored your unsaved draft from {formatDateTime(draft.savedAt)}.
          {changedSince && ' The saved version has changed since; check before saving over it.'}
        </span>
        <Button variant="secondary" icon={Trash2} onClick={onDiscard}>
          Discard draft
        </Button>
      </div>
    </Alert>
  );
}

/** A quiet line beside the buttons: when the draft was last kept, or that the browser refused it. */
export function DraftStatus({ status }: { status: AutosaveStatus }) {
  if (status.state === 'saved')
    return <span className={controls.muted}>Draft saved at {formatTime(status.at)}</span>;
  if (status.state === 'failed')
    return (
      <span className={controls.error}>This browser could not keep a draft; save to keep your changes.</span>
    );
  return <span />;
}
