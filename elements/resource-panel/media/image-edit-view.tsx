import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { ConsoleImage } from './console-image.tsx';
import { checkChosenFile, failureAdvice, IMAGE_EXTENSIONS } from '../../../lib/media/upload-queue.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { addTask, completeTask, failTask, updateTask } from '../../../lib/tasks/tasks.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import { FilePicker } from './file-picker.tsx';
import { FormView } from '../form/form-view.tsx';
import { RecordDialog } from '../dialogs/record-dialog.tsx';
import { useCan } from '../common/use-access.ts';
import * as media from './media.css.ts';
import * as styles from '../common/styles.css.ts';
import { mediaTexts } from '../../../lib/media/media-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { mediaViewTexts } from './texts.ts';
import { panelTexts } from '../texts.ts';
import { apiReason } from '../../../lib/api/reason-text.ts';
import * as controls from '../../ui/controls.css.ts';

type Row = Record<string, unknown>;

export interface ImageEditViewProps {
  resource: Resource;
  id: number;
  onDone: (saved: { id: number } | null) => void;
}

/**
 * Edit Image (docs/behaviour.md#screens /image/edit/:image_id): the picture as pages will show it, its facts, replacing the
 * file (the record keeps its title, alt text and place), deleting it (the stored bytes and renditions go
 * too), and the metadata form.
 */
export function ImageEditView({ resource, id, onDone }: ImageEditViewProps) {
  const t = useTexts(mediaViewTexts);
  const sentences = useTexts(mediaTexts);
  const panelT = useTexts(panelTexts);
  const locale = useLocale();
  const headingId = useId();
  const can = useCan(resource);
  const [record, setRecord] = useState<Row | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    callCommand(commandOf(resource, 'read'), { [resource.idKey]: id }).then(
      (loaded) => setRecord(loaded),
      (error: Error) => setProblem(apiReason(error) ?? error.message),
    );
  }, [resource, id]);

  const replace = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const refused = checkChosenFile('image', file, sentences);
    if (refused) return setProblem(refused);
    setBusy(true);
    const task = addTask({
      title: t.replaceTask({ name: String(record?.title) }),
      description: file.name,
      status: 'active',
    });
    let stage: 'upload' | 'record' = 'upload';
    try {
      updateTask(task, { progress: 0, total: 2, message: sentences.sendingFile });
      const uploaded = await callCommand(commandOf(resource, 'upload'), { file } as never, {
        multipart: true,
        report: false,
      });
      stage = 'record';
      updateTask(task, { progress: 1, message: sentences.savingRecord });
      const saved = await callCommand(
        commandOf(resource, 'update'),
        // Based on the version shown (docs/behaviour.md#conflicts).
        { [resource.idKey]: id, media_key: uploaded.key, updated_at: record?.updated_at },
        { report: false },
      );
      setRecord(saved);
      completeTask(task, t.nowSize({ width: saved.width as number, height: saved.height as number }));
      showToast('success', t.imageReplaced);
    } catch (error) {
      const message = failureAdvice('image', stage, error, sentences);
      failTask(task, message);
      setProblem(`${file.name}: ${message}`);
    } finally {
      setBusy(false);
    }
  };

  if (!record)
    return problem ? (
      <Alert tone="error">{problem}</Alert>
    ) : (
      <p role="status" className={controls.loading}>
        {panelT.loading}
      </p>
    );
  // The page's title, then the picture, then the metadata form: Save and Cancel end the page
  // (docs/behaviour.md#areas).
  const picture = (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={media.sectionTitle}>
        {t.picture}
      </h2>
      <div className={media.preview}>
        <ConsoleImage key={String(record.media_key)} image={record} loading="eager" />
        <div className={media.facts}>
          <DetailList
            details={[
              {
                label: t.dimensions,
                value: t.pixels({ width: record.width as number, height: record.height as number }),
              },
              { label: t.size, value: formatBytes(Number(record.bytes), locale) },
              { label: t.type, value: String(record.mime) },
            ]}
          />
          {problem && <Alert tone="error">{problem}</Alert>}
          <span className={styles.head}>
            {can('update') && (
              <FilePicker
                label={busy ? t.replacing : t.replaceFile}
                icon={ImageUp}
                accept={['image/*', ...IMAGE_EXTENSIONS].join(',')}
                disabled={busy}
                onFiles={(files) => void replace(files[0])}
              />
            )}
            {can('delete') && (
              <Button variant="danger" icon={Trash2} disabled={busy} onClick={() => setConfirming(true)}>
                {t.deleteImage}
              </Button>
            )}
          </span>
        </div>
      </div>
    </section>
  );
  return (
    <div className={styles.form}>
      <FormView resource={resource} view="edit" id={id} onDone={onDone} intro={picture} deletes={false} />
      {confirming && (
        <RecordDialog
          resource={resource}
          row={record}
          onClose={(deleted) => (deleted ? onDone(null) : setConfirming(false))}
        />
      )}
    </div>
  );
}
