import { Trash2 } from 'lucide-react';
import type { AutosaveStatus } from '../../../lib/resource-views/draft-autosave.ts';
import type { Draft } from '../../../lib/resource-views/drafts.ts';
import { formatDateTime, formatTime } from '../../../lib/format/date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

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
  const t = useTexts(panelTexts);
  const locale = useLocale();
  return (
    <Alert tone={changedSince ? 'warning' : 'info'}>
      <div className={controls.row}>
        <span>
          {t.restoredDraft({ date: formatDateTime(draft.savedAt, { locale }) })}
          {changedSince && t.changedSince}
        </span>
        <Button variant="secondary" icon={Trash2} onClick={onDiscard}>
          {t.discardDraft}
        </Button>
      </div>
    </Alert>
  );
}

/** A quiet line beside the buttons: when the draft was last kept, or that the browser refused it. */
export function DraftStatus({ status }: { status: AutosaveStatus }) {
  const t = useTexts(panelTexts);
  const locale = useLocale();
  if (status.state === 'saved')
    return (
      <span className={controls.muted}>{t.draftSavedAt({ time: formatTime(status.at, { locale }) })}</span>
    );
  if (status.state === 'failed') return <span className={controls.error}>{t.draftFailed}</span>;
  return <span />;
}
