import { GitCompare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { changedNotice, presenceNotice } from '../../../lib/live/record-notice.ts';
import type { LiveChange, LiveHere } from '../../../lib/protocol/live.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { liveTexts } from '../../../lib/live/live-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';

// The relative time is said again now and then, so '10 seconds ago' does not stay while minutes pass.
const RETELL_MS = 15_000;

/**
 * What an edit screen says of colleagues (docs/behaviour.md#live-changes): a change saved since the form
 * was opened, with Review (the merge view, before saving rather than as a refusal), and who else has the
 * record open.
 */
export function RecordLiveNotice({
  change,
  others,
  label,
  onReview,
}: {
  change: LiveChange | null;
  others: LiveHere['others'];
  label: string;
  onReview: () => void;
}) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!change) return;
    const timer = setInterval(() => setNow(Date.now()), RETELL_MS);
    return () => clearInterval(timer);
  }, [change]);
  const t = useTexts(liveTexts);
  const locale = useLocale();
  const present = presenceNotice(others, label, t);
  const deleted = change !== null && change.updated_at === null;
  return (
    <>
      {change && (
        <Alert tone="warning">
          <span className={controls.row}>
            {/* A change newer than the last tick happened just now, not in the future. */}
            {changedNotice(change, label, t, Math.max(now, Date.parse(change.at)), locale)}
            {!deleted && (
              <Button icon={GitCompare} onClick={onReview}>
                {t.review}
              </Button>
            )}
          </span>
        </Alert>
      )}
      {present && <Alert tone="info">{present}</Alert>}
    </>
  );
}
