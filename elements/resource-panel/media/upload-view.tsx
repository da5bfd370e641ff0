import { countText } from '../../../lib/format/count.ts';
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

const STATUS: Record<UploadItem['status'], [string, BadgeTone]> = {
  ready: ['Ready', 'neutral'],
  uploading: ['Uploading…', 'info'],
  done: ['Uploaded', 'success'],
  failed: ['Failed', 'danger'],
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
  const noun = kind === 'image' ? 'image' : 'file';

  const start = async () => {
    setBanner(null);
    setBusy(true);
    const sharedValue = shared.trim() === '' ? null : sharedField.kind === 'ref' ? Number(shared) : shared;
    try {
      const done = await queue.run({ [sharedName]: sharedValue });
      const list = queue.$items.get();
      const failed = list.filter((item) => item.status === 'failed').length;
      const checked = list.some((item) => Object.keys(item.errors).length > 0);
      if (checked) return setBanner('Please correct the highlighted fields');
      if (done) {
        const saved = list.filter((item) => item.status === 'done');
        showToast('success', `${countText(saved.length, noun)} uploaded`);
        onDone({ id: saved.at(-1)?.recordId ?? 0 });
      } else {
        setBanner(
          `${failed} of ${countText(waiting.length, noun)} failed: each says why below. Fix them and press Retry, or remove them.`,
        );
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
          Back to {resource.plural}
        </Button>
      </div>
      <FilePicker
        label={`Choose ${noun}s`}
        icon={FolderOpen}
        multiple
        accept={kind === 'image' ? ['image/*', ...IMAGE_EXTENSIONS].join(',') : undefined}
        disabled={busy}
        onFiles={(files) => setRefused(queue.add(files))}
      >
        <p className={styles.legend}>Drag {noun}s here, or choose them</p>
        <p className={media.tileMeta}>
          {kind === 'image'
            ? 'JPEG, PNG, WebP, AVIF or GIF. Each needs a title and alt text before it is uploaded.'
            : 'Any type but programs and scripts, many at once.'}
        </p>
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
                help: `For every ${noun} of this upload. ${sharedField.help ?? ''}`.trim(),
              }}
              value={shared}
              error={sharedError}
              disabled={busy}
              options={refOptions[sharedName]}
              onChange={(value) => setShared(String(value))}
            />
          </div>
          <ul className={media.items} aria-label={`${noun}s to upload`}>
            {items.map((item) => (
              <li key={item.id} className={media.item}>
                <span className={media.itemHead}>
                  <span className={media.itemName}>{item.file.name}</span>
                  <span className={media.tileMeta}>{formatBytes(item.file.size)}</span>
                  <Badge tone={STATUS[item.status][1]}>{STATUS[item.status][0]}</Badge>
                </span>
                <Button
                  variant="ghost"
                  icon={Trash2}
                  iconOnly
                  label={`Remove ${item.file.name}`}
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
                          label: `${resource.fields[name]!.label} of ${item.file.name}`,
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
              {waiting.length} {noun}(s) to upload
            </span>
            <Button
              variant="primary"
              icon={Upload}
              disabled={busy || waiting.length === 0}
              onClick={() => void start()}
            >
              {busy
                ? 'Uploading…'
                : items.some((item) => item.status === 'failed')
                  ? 'Retry'
                  : `Upload ${countText(waiting.length, noun)}`}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
