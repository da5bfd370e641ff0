import { ArrowLeft, Download, FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { parseCsvInWorker } from '../../../lib/csv/parse-in-worker.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import {
  checkCsvFile,
  prepareUpload,
  refusedCsv,
  templateCsv,
  uploadInBatches,
  type RefusedLine,
} from '../../../lib/resource-views/bulk-upload.ts';
import { downloadText } from '../../../lib/resource-views/download.ts';
import { labelledReason } from '../../../lib/resource-views/field-reason.ts';
import {
  addTask,
  completeTask,
  completeWithFailures,
  failTask,
  startTask,
  updateTask,
} from '../../../lib/tasks/tasks.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable } from '../../ui/list/data-table.tsx';
import * as controls from '../../ui/controls.css.ts';
import * as styles from '../common/styles.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { csvTexts } from '../../../lib/csv/csv-texts.ts';
import { apiReason } from '../../../lib/api/reason-text.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { bulkUploadTexts } from './upload-texts.ts';

interface Result {
  file: string;
  created: number;
  updated: number;
  refused: RefusedLine[];
  headers: string[];
  ignoredHeaders: string[];
}

const SHOWN_REFUSALS = 50;

/**
 * CSV bulk upload (docs/behaviour.md#areas): a template, the file parsed off the main thread, every line checked with
 * the form's schema, good lines sent in batches with progress in the status bar, and every refused line
 * named with its line number and reason and offered back as a CSV to fix and upload again.
 */
export function BulkUploadView({ resource, onDone }: { resource: Resource; onDone: () => void }) {
  const t = useTexts(bulkUploadTexts);
  const sentences = useTexts(csvTexts);
  const locale = useLocale();
  const number = (value: number) => formatInteger(value, locale);
  const inputId = useId();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setResult(null);
    const problem = checkCsvFile(file, sentences, locale);
    if (problem) return setError(problem);
    setBusy(true);
    const task = addTask({ title: t.uploadTask({ many: resource.words.many }), description: file.name });
    startTask(task);
    try {
      updateTask(task, { message: t.readingFile });
      const parsed = await parseCsvInWorker(file, sentences);
      const prepared = prepareUpload(resource, parsed, sentences);
      if ('error' in prepared) {
        failTask(task, prepared.error);
        return setError(prepared.error);
      }
      const total = prepared.good.length;
      updateTask(task, { total, progress: 0, message: t.sendingRows(total) });
      const outcome = await uploadInBatches(
        prepared.good,
        // A refused batch shows once, in this view's alert below (lib/feedback/show-failure.ts).
        (rows) => callCommand(commandOf(resource, 'bulk_create'), { rows }, { report: false }),
        (done) =>
          updateTask(task, {
            progress: done,
            message: t.rowOf({ done: number(done), total: number(total) }),
          }),
        sentences,
      );
      const refused = [...prepared.refused, ...outcome.refused]
        .sort((a, b) => a.line - b.line)
        .map((line) => ({ ...line, reason: labelledReason(resource.fields, line.reason) }));
      const summary = t.summary({
        created: number(outcome.created),
        updated: number(outcome.updated),
        refused: number(refused.length),
      });
      if (refused.length > 0) completeWithFailures(task, refused.length, summary);
      else completeTask(task, summary);
      setResult({
        file: file.name,
        created: outcome.created,
        updated: outcome.updated,
        refused,
        headers: parsed.headers,
        ignoredHeaders: prepared.ignoredHeaders,
      });
    } catch (failure) {
      // A refused batch's reason in the page's language where its code has a text (lib/api/texts.ts).
      const message = apiReason(failure) ?? (failure as Error).message;
      failTask(task, message);
      setError(t.partlySaved({ message }));
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {t.title({ many: resource.words.many })}
        </h1>
        <Button icon={ArrowLeft} onClick={onDone}>
          {t.backToList}
        </Button>
      </div>
      <div className={styles.section}>
        <p className={controls.help}>
          {t.intro({ columns: resource.csvColumns.map((c) => c.header).join(', ') })}
          {resource.unique && t.uniqueNote({ field: resource.unique, one: resource.words.one })}
        </p>
        <div className={controls.row}>
          <Button
            icon={Download}
            onClick={() => downloadText(templateCsv(resource), `${resource.name}-template.csv`)}
          >
            {t.downloadTemplate}
          </Button>
          <label htmlFor={inputId} className={`${controls.button.primary}`} aria-disabled={busy}>
            <FileUp aria-hidden="true" className={controls.icon} />
            {busy ? t.uploading : t.chooseCsv}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className={controls.visuallyHidden}
            disabled={busy}
            onChange={choose}
          />
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {result && (
        <>
          <Alert tone={result.refused.length ? 'warning' : 'success'}>
            {`${result.file}: ${t.summary({
              created: number(result.created),
              updated: number(result.updated),
              refused: number(result.refused.length),
            })}.`}
            {result.ignoredHeaders.length > 0 && t.leftOut({ columns: result.ignoredHeaders.join(', ') })}
          </Alert>
          {result.refused.length > 0 && (
            <>
              <div className={controls.row}>
                <Button
                  icon={Download}
                  onClick={() =>
                    downloadText(refusedCsv(result.headers, result.refused), `${resource.name}-refused.csv`)
                  }
                >
                  {t.downloadRefused}
                </Button>
                <span className={controls.help}>{t.fixAndUpload}</span>
              </div>
              <DataTable
                caption={t.refusedRows}
                columns={[
                  { key: 'line', label: t.line },
                  { key: 'reason', label: t.reason },
                ]}
                rows={result.refused.slice(0, SHOWN_REFUSALS)}
                rowKey={(row) => row.line}
                emptyText=""
              />
              {SHOWN_REFUSALS < result.refused.length && (
                <p className={controls.help}>
                  {t.firstShown({ shown: number(SHOWN_REFUSALS), total: number(result.refused.length) })}
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
