import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { historyTexts } from './texts.ts';
import { callCommand } from '../../../lib/api/api.ts';
import { actionWords } from '../../../lib/format/activity-words.ts';
import { actionTexts } from '../../../lib/format/activity-texts.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { valueText } from '../../../lib/format/value-text.ts';
import { activityCommands, type ActivityEntry } from '../../../lib/protocol/activity.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Alert } from '../../ui/alert.tsx';
import * as trail from './record-trail.css.ts';
import { useOnOpen } from './use-on-open.ts';
import * as controls from '../../ui/controls.css.ts';

/** A record's activity entries, newest first, each change in words ('Can receive texts: No → Yes'). */
export function HistoryList({
  resource,
  id,
  open,
  reloads,
}: {
  resource: Resource;
  id: number;
  open: boolean;
  reloads: number;
}) {
  const t = useTexts(historyTexts);
  const actions = useTexts(actionTexts);
  const locale = useLocale();
  const { data, error } = useOnOpen(
    open,
    () => callCommand(activityCommands.history, { area: resource.name, record_id: id, limit: 100 }),
    reloads,
  );
  if (error) return <Alert tone="error">{error}</Alert>;
  // A closed section says nothing: its loading line would linger, hidden, on a screen that has loaded.
  if (!data)
    return open ? (
      <p role="status" className={controls.loading}>
        {t.loadingHistory}
      </p>
    ) : null;
  if (data.list.length === 0) return <p className={trail.meta}>{t.noChanges}</p>;
  const shown = (field: string, value: unknown) => valueText(resource.fields[field], value) || t.emptyValue;
  return (
    <ol className={trail.entries} aria-label={t.historyOf({ one: resource.words.one })}>
      {data.list.map((entry: ActivityEntry) => (
        <li key={entry.activity_id} className={trail.entry}>
          <span>
            <strong>{actionWords(entry.action, actions)}</strong>{' '}
            <span className={trail.meta}>
              {t.byUser({ user: entry.user_email ?? t.someoneUnknown })}
              {entry.api_key_id ? t.throughApiKey : ''}
              {entry.embed_session_id ? t.inEmbeddedPanel : ''}
              {t.onDate({ date: formatDateTime(entry.at, { locale }) })}
            </span>
          </span>
          {entry.changes && entry.action !== 'create' && (
            <dl className={trail.changes}>
              {Object.entries(entry.changes).map(([field, [before, after]]) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt>{resource.fields[field]?.label ?? field}</dt>
                  <dd className={trail.diff}>
                    {shown(field, before)} → {shown(field, after)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
