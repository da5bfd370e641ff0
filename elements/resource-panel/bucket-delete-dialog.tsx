import { useEffect, useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { loadResource } from '../../lib/resource-views/loaders.ts';
import { showDeleted } from '../../lib/trash/undo.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';

type Row = Record<string, unknown>;

export interface BucketDeleteDialogProps {
  resource: Resource;
  row: Row;
  onClose: (deleted: boolean) => void;
}

/**
 * Deleting a photo bucket (docs/behaviour.md#areas: only when empty, or moving its images): the dialog counts the
 * bucket's images first, and when there are any asks where they go before the delete is sent.
 */
export function BucketDeleteDialog({ resource, row, onClose }: BucketDeleteDialogProps) {
  const id = row.bucket_id as number;
  const [held, setHeld] = useState<number | null>(null);
  const [others, setOthers] = useState<{ value: string; label: string }[]>([]);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const count = loadResource('image').then(
      async (image) =>
        (
          (await callCommand(image.commands.list!, {
            limit: 1,
            filters: [{ field: 'bucket', operator: '=', value: id }],
          })) as { count: number }
        ).count,
    );
    const buckets = callCommand(resource.commands.list!, { limit: 100, sort: 'name', order: 'asc' }).then(
      (answer) =>
        (answer as { list: Row[] }).list
          .filter((bucket) => bucket.bucket_id !== id)
          .map((bucket) => ({ value: String(bucket.bucket_id), label: String(bucket.name) })),
    );
    Promise.all([count, buckets]).then(
      ([n, options]) => {
        if (!live) return;
        setHeld(n);
        setOthers(options);
      },
      (error: Error) => live && setProblem(error.message),
    );
    return () => {
      live = false;
    };
  }, [resource, id]);

  const confirm = async () => {
    if (held && !target) return setProblem('Choose the bucket its images move to');
    setBusy(true);
    try {
      await callCommand(resource.commands.delete!, {
        bucket_id: id,
        ...(held ? { move_to: Number(target) } : {}),
      });
      showDeleted(resource, id);
      onClose(true);
    } catch {
      // The API client has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const name = String(row.name);
  return (
    <Dialog
      open
      title="Delete bucket"
      size="sm"
      onClose={() => onClose(false)}
      footer={
        <>
          <Button autoFocus onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy || held === null} onClick={() => void confirm()}>
            {held ? 'Move and delete' : 'Delete'}
          </Button>
        </>
      }
    >
      {held === null && !problem && <p role="status">Counting its images…</p>}
      {held === 0 && (
        <p>Delete {name}? It holds no images. It goes to the trash, from where you can restore it.</p>
      )}
      {held !== null && held > 0 && (
        <>
          <p>
            {name} holds {held} image(s). A bucket is deleted only once its images have another home.
          </p>
          {others.length > 0 ? (
            <SelectField
              label="Move its images to"
              placeholder="Choose a bucket"
              value={target}
              options={others}
              onChange={(event) => {
                setTarget(event.target.value);
                setProblem(null);
              }}
            />
          ) : (
            <p>There is no other bucket: create one first, or delete its images in the gallery.</p>
          )}
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
    </Dialog>
  );
}
