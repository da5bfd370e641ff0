import { countText } from '../../../lib/format/count.ts';
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
  const inputId = useId();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setResult(null);
    const problem = checkCsvFile(file);
    if (problem) return setError(problem);
    setBusy(true);
    const task = addTask({ title: `Upload ${resource.words.many}`, description: file.name });
    startTask(task);
    try {
      updateTask(task, { message: 'Reading the file' });
      const parsed = await parseCsvInWorker(file);
      const prepared = prepareUpload(resource, parsed);
      if ('error' in prepared) {
        failTask(task, prepared.error);
        return setError(prepared.error);
      }
      const total = prepared.good.length;
      updateTask(task, { total, progress: 0, message: `Sending ${countText(total, 'row')}` });
      const outcome = await uploadInBatches(
        prepared.good,
        // A refused batch shows once, in this view's alert below (lib/feedback/show-failure.ts).
        (rows) => callCommand(commandOf(resource, 'bulk_create'), { rows }, { report: false }),
        (done) => updateTask(task, { progress: done, message: `Row ${done} of ${total}` }),
      );
      const refused = [...prepared.refused, ...outcome.refused]
        .sort((a, b) => a.line - b.line)
        .map((line) => ({ ...line, reason: labelledReason(resource.fields, line.reason) }));
      const summary = `${outcome.created} created, ${outcome.updated} updated, ${refused.length} refused`;
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
      const message = (failure as Error).message;
      failTask(task, message);
      setError(
        `${message}. Rows sent before the failure are saved; upload the same file again to finish (it creates no duplicates).`,
      );
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
          Bulk upload {resource.words.many}
        </h1>
        <Button icon={ArrowLeft} onClick={onDone}>
          Back to the list
        </Button>
      </div>
      <div className={styles.section}>
        <p className={controls.help}>
          Upload a CSV file with a header line. Columns: {resource.csvColumns.map((c) => c.header).join(', ')}
          .
          {resource.unique &&
            ` A row whose ${resource.unique} matches an existing ${resource.words.one} updates it, so uploading a file again creates no duplicates.`}
        </p>
        <div className={controls.row}>
          <Button
            icon={Download}
            onClick={() => downloadText(templateCsv(resource), `${resource.name}-template.csv`)}
          >
            Download template
          </Button>
          <label htmlFor={inputId} className={`${controls.button.primary}`} aria-disabled={busy}>
            <FileUp aria-hidden="true" className={controls.icon} />
            {busy ? 'Uploading...' : 'Choose CSV file'}
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
            {result.file}: {result.created} created, {result.updated} updated, {result.refused.length}{' '}
            refused.
            {result.ignoredHeaders.length > 0 && ` Columns left out: ${result.ignoredHeaders.join(', ')}.`}
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
                  Download the refused rows
                </Button>
                <span className={controls.help}>Fix them in the file and upload it again.</span>
              </div>
              <DataTable
                caption="Refused rows"
                columns={[
                  { key: 'line', label: 'Line' },
                  { key: 'reason', label: 'Reason' },
                ]}
                rows={result.refused.slice(0, SHOWN_REFUSALS)}
                rowKey={(row) => row.line}
                emptyText=""
              />
              {result.refused.length > SHOWN_REFUSALS && (
                <p className={controls.help}>
                  The first {SHOWN_REFUSALS} of {result.refused.length} are shown; the download has them all.
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
