import { useStore } from '@nanostores/react';
import { ArrowLeft, FolderOpen, Trash2, Upload } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { createUploadQueue, IMAGE_EXTENSIONS, type UploadItem } from '../../../lib/media/upload-queue.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { addTask, updateTask } from '../../../lib/tasks/tasks.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldInput } from '../form/field-input.tsx';
import { FilePicker } from './file-picker.tsx';
import { useRefOptions } from '../form/use-ref-options.ts';
import * as media from './media.css.ts';
import * as styles from '../common/styles.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { mediaTexts } from '../../../lib/media/media-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import { mediaViewTexts, type MediaViewTexts } from './texts.ts';

const TONE: Record<UploadItem['status'], BadgeTone> = {
  ready: 'neutral',
  uploading: 'info',
  done: 'success',
  failed: 'danger',
};

const statusText = (t: MediaViewTexts): Record<UploadItem['status'], string> => ({
  ready: t.ready,
  uploading: t.uploading,
  done: t.uploaded,
  failed: t.failed,
});

// What the view says of the files it takes, by the kind the area uploads.
const kindWords = (t: MediaViewTexts, kind: 'image' | 'file') =>
  kind === 'image'
    ? {
        uploaded: t.imagesUploaded,
        things: t.images,
        choose: t.chooseImages,
        drag: t.dragImages,
        accepted: t.imageKinds,
        forEvery: t.forEveryImage,
        toUpload: t.imagesToUpload,
        waiting: t.imagesWaiting,
        upload: t.uploadImages,
      }
    : {
        uploaded: t.filesUploaded,
        things: t.files,
        choose: t.chooseFiles,
        drag: t.dragFiles,
        accepted: t.fileKinds,
        forEvery: t.forEveryFile,
        toUpload: t.filesToUpload,
        waiting: t.filesWaiting,
        upload: t.uploadFiles,
      };

// What every file of one batch shares: the bucket of images, the folder of files.
const SHARED: Record<string, string> = { image: 'bucket', file: 'folder' };

export interface UploadViewProps {
  resource: Resource;
  onDone: (saved: { id: number } | null) => void;
}

/**
 * Add Image and Upload Files: one or many files, by drag and drop or the file dialog; each file's record
 * fields (an image's title and alt text, a file's name), checked before anything is sent; then each file
 * uploaded and filed in turn with its own task in the status bar, and each failure named with what to do.
 */
export function UploadView({ resource, onDone }: UploadViewProps) {
  const kind = resource.upload!;
  const t = useTexts(mediaViewTexts);
  const sentences = useTexts(mediaTexts);
  const panelT = useTexts(panelTexts);
  const locale = useLocale();
  const says = kindWords(t, kind);
  const status = statusText(t);
  const titleId = useId();
  const queue = useMemo(
    () =>
      createUploadQueue(resource, kind, {
        upload: (file) =>
          callCommand(commandOf(resource, 'upload'), { file } as never, {
            multipart: true,
            report: false,
          }),
        create: (body) => callCommand(commandOf(resource, 'create'), body, { report: false }),
        tasks: { add: addTask, update: (id, patch) => void updateTask(id, patch) },
      }),
    [resource, kind],
  );
  const items = useStore(queue.$items);
  const sharedName = SHARED[kind]!;
  const sharedNames = useMemo(() => [sharedName], [sharedName]);
  const refOptions = useRefOptions(resource.fields, sharedNames);
  const [shared, setShared] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = items.filter((item) => item.status === 'ready' || item.status === 'failed');
  const sharedField = resource.fields[sharedName]!;
  const sharedError = items.find((item) => item.errors[sharedName])?.errors[sharedName];
  const itemFields = Object.keys(items[0]?.fields ?? {});

  const start = async () => {
    setBanner(null);
    setBusy(true);
    const sharedValue = shared.trim() === '' ? null : sharedField.kind === 'ref' ? Number(shared) : shared;
    try {
      const done = await queue.run({ [sharedName]: sharedValue }, sentences);
      const list = queue.$items.get();
      const failed = list.filter((item) => item.status === 'failed').length;
      const checked = list.some((item) => Object.keys(item.errors).length > 0);
      if (checked) return setBanner(t.correctFields);
      if (done) {
        const saved = list.filter((item) => item.status === 'done');
        showToast('success', says.uploaded(saved.length));
        onDone({ id: saved.at(-1)?.recordId ?? 0 });
      } else {
        setBanner(t.someFailed({ failed, things: says.things(waiting.length) }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {resource.createLabel}
        </h1>
        <Button icon={ArrowLeft} disabled={busy} onClick={() => onDone(null)}>
          {panelT.backTo({ plural: resource.plural })}
        </Button>
      </div>
      <FilePicker
        label={says.choose}
        icon={FolderOpen}
        multiple
        accept={kind === 'image' ? ['image/*', ...IMAGE_EXTENSIONS].join(',') : undefined}
        disabled={busy}
        onFiles={(files) => setRefused(queue.add(files, sentences))}
      >
        <p className={styles.legend}>{says.drag}</p>
        <p className={media.tileMeta}>{says.accepted}</p>
      </FilePicker>
      {refused.map((message) => (
        <Alert key={message} tone="warning">
          {message}
        </Alert>
      ))}
      {banner && <Alert tone="error">{banner}</Alert>}
      {items.length > 0 && (
        <>
          <div className={styles.sectionGrid}>
            <FieldInput
              name={sharedName}
              field={{
                ...sharedField,
                help: `${says.forEvery} ${sharedField.help ?? ''}`.trim(),
              }}
              value={shared}
              error={sharedError}
              disabled={busy}
              options={refOptions[sharedName]}
              onChange={(value) => setShared(String(value))}
            />
          </div>
          <ul className={media.items} aria-label={says.toUpload}>
            {items.map((item) => (
              <li key={item.id} className={media.item}>
                <span className={media.itemHead}>
                  <span className={media.itemName}>{item.file.name}</span>
                  <span className={media.tileMeta}>{formatBytes(item.file.size, locale)}</span>
                  <Badge tone={TONE[item.status]}>{status[item.status]}</Badge>
                </span>
                <Button
                  variant="ghost"
                  icon={Trash2}
                  iconOnly
                  label={t.remove({ name: item.file.name })}
                  disabled={busy || item.status === 'done'}
                  onClick={() => queue.remove(item.id)}
                />
                {item.status !== 'done' && (
                  <div className={media.itemFields}>
                    {itemFields.map((name) => (
                      <FieldInput
                        key={name}
                        name={name}
                        field={{
                          ...resource.fields[name]!,
                          label: t.fieldOf({ label: resource.fields[name]!.label, name: item.file.name }),
                        }}
                        value={item.fields[name] ?? ''}
                        error={item.errors[name]}
                        disabled={busy}
                        onChange={(value) => queue.edit(item.id, name, String(value))}
                      />
                    ))}
                  </div>
                )}
                {item.failure && (
                  <div className={media.itemFailure}>
                    <Alert tone="error">
                      {item.file.name}: {item.failure}
                    </Alert>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.head}>
            <span className={media.tileMeta} role="status">
              {says.waiting(waiting.length)}
            </span>
            <Button
              variant="primary"
              icon={Upload}
              disabled={busy || waiting.length === 0}
              onClick={() => void start()}
            >
              {busy
                ? t.uploading
                : items.some((item) => item.status === 'failed')
                  ? t.retry
                  : says.upload(waiting.length)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
