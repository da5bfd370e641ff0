import { lazy, Suspense, useEffect, useState } from 'react';
import type { Resource } from '../../lib/resources/define.ts';
import { loadResource } from '../../lib/resource-views/loaders.ts';
import { SessionGate } from '../auth-form/session-gate.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { Alert } from '../ui/alert.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { formViews } from '../../lib/resource-views/form-plan.ts';
import type { PanelView } from './panel-view.ts';

// Each view is a chunk of its own: a page embedding a contact list never loads the form or the uploader.
const ListView = lazy(() => import('./list-view.tsx').then((m) => ({ default: m.ListView })));
const FormView = lazy(() => import('./form-view.tsx').then((m) => ({ default: m.FormView })));
const BulkUploadView = lazy(() =>
  import('./bulk-upload-view.tsx').then((m) => ({ default: m.BulkUploadView })),
);
const BoardView = lazy(() => import('./board-view.tsx').then((m) => ({ default: m.BoardView })));
const ReorderView = lazy(() => import('./reorder-view.tsx').then((m) => ({ default: m.ReorderView })));
// The media areas' own views: records there start from uploaded files (lib/resources image, file).
const UploadView = lazy(() => import('./upload-view.tsx').then((m) => ({ default: m.UploadView })));
const GalleryView = lazy(() => import('./gallery-view.tsx').then((m) => ({ default: m.GalleryView })));
const ImageEditView = lazy(() => import('./image-edit-view.tsx').then((m) => ({ default: m.ImageEditView })));
const FileListView = lazy(() => import('./file-list-view.tsx').then((m) => ({ default: m.FileListView })));
const BucketDeleteDialog = lazy(() =>
  import('./bucket-delete-dialog.tsx').then((m) => ({ default: m.BucketDeleteDialog })),
);

export interface ResourcePanelProps extends ElementProps {
  resource?: string;
  view?: string;
  recordId?: number;
  onSaved?: (detail: { resource: string; id: number }) => void;
  onCancel?: (detail: { resource: string }) => void;
}

// An unknown or missing view name shows the list.
const startingView = (
  resource: Resource,
  view: string | undefined,
  recordId: number | undefined,
): PanelView => ({
  view: view && ['list', 'bulk-upload', 'reorder', ...formViews(resource)].includes(view) ? view : 'list',
  ...(recordId === undefined ? {} : { id: recordId }),
});

type Loaded = { name: string; resource: Resource } | { name: string; error: string };

/** Loads the definition of `name`; until it arrives (or for another name) the result is undefined. */
function useResource(name: string | undefined): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    if (!name) return;
    let live = true;
    loadResource(name).then(
      (resource) => live && setLoaded({ name, resource }),
      (error: Error) => live && setLoaded({ name, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return loaded?.name === name ? loaded : undefined;
}

interface ViewsProps extends Pick<ResourcePanelProps, 'onSaved' | 'onCancel'> {
  resource: Resource;
  start: PanelView;
}

/** The views of one resource; keyed by the starting view, so new attributes start it afresh. */
function Views({ resource, start, onSaved, onCancel }: ViewsProps) {
  const [current, setCurrent] = useState<PanelView>(start);
  const finishForm = (saved: { id: number } | null) => {
    if (saved) onSaved?.({ resource: resource.name, id: saved.id });
    else onCancel?.({ resource: resource.name });
    setCurrent({ view: 'list' });
  };
  const upload = resource.upload;
  if (current.view === 'list') {
    if (resource.board) return <BoardView resource={resource} />;
    if (upload === 'image') return <GalleryView resource={resource} go={setCurrent} />;
    if (upload === 'file') return <FileListView resource={resource} go={setCurrent} />;
    // A photo bucket is deleted only when empty, or with its images moved (RESOURCES.md).
    const deleteDialog =
      resource.name === 'bucket'
        ? (row: Record<string, unknown>, onClose: (deleted: boolean) => void) => (
            <Suspense fallback={null}>
              <BucketDeleteDialog resource={resource} row={row} onClose={onClose} />
            </Suspense>
          )
        : undefined;
    return <ListView resource={resource} go={setCurrent} extras={{ deleteDialog }} />;
  }
  if (current.view === 'reorder')
    return <ReorderView resource={resource} onDone={() => setCurrent({ view: 'list' })} />;
  if (current.view === 'bulk-upload')
    return <BulkUploadView resource={resource} onDone={() => setCurrent({ view: 'list' })} />;
  if (upload && current.view === 'create') return <UploadView resource={resource} onDone={finishForm} />;
  if (upload === 'image' && current.id !== undefined)
    return <ImageEditView key={current.id} resource={resource} id={current.id} onDone={finishForm} />;
  return (
    <FormView
      key={`${current.view}-${current.id ?? 'new'}`}
      resource={resource}
      view={current.view}
      id={current.id}
      preset={current.preset}
      onDone={finishForm}
    />
  );
}

/**
 * Any console area (DESIGN.md "Resources"): the list, create, edit and bulk-upload views of the resource
 * named by `resource`, from its one definition in lib/resources. Moving between views happens inside the
 * panel, so it works the same embedded alone; `saved` and `cancel` tell a host that routes itself.
 */
export function ResourcePanel({ resource: name, view, recordId, onSaved, onCancel }: ResourcePanelProps) {
  const loaded = useResource(name);
  let body;
  if (!name)
    body = (
      <Alert tone="error">Set the resource attribute to the area to show, e.g. resource="contact".</Alert>
    );
  else if (!loaded) body = <p role="status">Loading…</p>;
  else if ('error' in loaded) body = <Alert tone="error">{loaded.error}</Alert>;
  else {
    const start = startingView(loaded.resource, view, recordId);
    body = (
      <Views
        key={`${start.view}-${start.id ?? ''}`}
        resource={loaded.resource}
        start={start}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    );
  }
  return (
    <SessionGate>
      <Suspense fallback={<p role="status">Loading…</p>}>{body}</Suspense>
      <ToastRegion />
    </SessionGate>
  );
}
