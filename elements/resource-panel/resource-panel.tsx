import { lazy, Suspense, useEffect, useState } from 'react';
import type { Resource } from '../../lib/resources/define.ts';
import type { ResourceWith } from '../../lib/resources/spec.ts';
import { loadResource } from '../../lib/resource-views/loaders.ts';
import { SessionGate } from '../auth-form/session-gate.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { lazyLoaded } from '../runtime/lazy-loaded.tsx';
import { Alert } from '../ui/alert.tsx';
import { Section } from '../ui/section.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { formViews } from '../../lib/resource-views/form-plan.ts';
import type { PanelView } from './navigation/panel-view.ts';
import { loadFormView, loadListView, preloadPanel } from './navigation/preload.ts';
import type { PanelAddress } from '../../lib/routing/panel-address.ts';
import type { ListStateChange } from './list/use-list-address.ts';
import { usePanelView } from './navigation/use-panel-view.ts';

// Each view is a chunk of its own: a page embedding a contact list never loads the form or the uploader.
// The list and the form are preloaded with their data (preload.ts): shown at once when already in.
const ListView = lazyLoaded(loadListView, (m) => m.ListView);
const FormView = lazyLoaded(loadFormView, (m) => m.FormView);
const BulkUploadView = lazy(() =>
  import('./bulk/bulk-upload-view.tsx').then((m) => ({ default: m.BulkUploadView })),
);
const SyncView = lazy(() =>
  import('../areas/rodeo-sync/sync-view.tsx').then((m) => ({ default: m.SyncView })),
);
const BroadcastReport = lazy(() =>
  import('../areas/broadcast/broadcast-report.tsx').then((m) => ({ default: m.BroadcastReport })),
);
const JobsView = lazy(() => import('../areas/job/jobs-view.tsx').then((m) => ({ default: m.JobsView })));
const CaptureDashboard = lazy(() =>
  import('../areas/capture/capture-dashboard.tsx').then((m) => ({ default: m.CaptureDashboard })),
);
const OrderDetail = lazy(() =>
  import('../areas/ticket-order/order-detail.tsx').then((m) => ({ default: m.OrderDetail })),
);
const GateCountsFigures = lazy(() =>
  import('../areas/rodeo/gate-counts.tsx').then((m) => ({ default: m.GateCountsFigures })),
);
const CalendarView = lazy(() =>
  import('./calendar/calendar-view.tsx').then((m) => ({ default: m.CalendarView })),
);
const BoardView = lazy(() => import('./board/board-view.tsx').then((m) => ({ default: m.BoardView })));
const ReorderView = lazy(() =>
  import('./reorder/reorder-view.tsx').then((m) => ({ default: m.ReorderView })),
);
const TrashView = lazy(() => import('./trash/trash-view.tsx').then((m) => ({ default: m.TrashView })));
// The media areas' own views: records there start from uploaded files (lib/resources image, file).
const UploadView = lazy(() => import('./media/upload-view.tsx').then((m) => ({ default: m.UploadView })));
const GalleryView = lazy(() => import('./media/gallery-view.tsx').then((m) => ({ default: m.GalleryView })));
const ImageEditView = lazy(() =>
  import('./media/image-edit-view.tsx').then((m) => ({ default: m.ImageEditView })),
);
const FileListView = lazy(() =>
  import('./media/file-list-view.tsx').then((m) => ({ default: m.FileListView })),
);

// Narrows a resource to one with the view option `key` (a board, a calendar), so its view reads it without
// `!`. Here rather than in lib/resources/spec.ts, which would become a chunk of its own for one line.
const hasView = <K extends keyof Resource>(resource: Resource, key: K): resource is ResourceWith<K> =>
  resource[key] !== undefined;

export interface ResourcePanelProps extends ElementProps {
  resource?: string;
  view?: string;
  recordId?: number;
  /** The record of the area's `listBy` ref to show the list for (a rodeo's id, for contestants). */
  parentId?: number;
  onSaved?: (detail: { resource: string; id: number }) => void;
  onCancel?: (detail: { resource: string }) => void;
  /** The panel moved to another area's list for one record (a rodeo's contestants). */
  onOpen?: (detail: { resource: string; field: string; id: number }) => void;
  /** The list's page, sort, filters and search as query parameters (lib/list/list-address.ts). */
  listState?: string;
  onViewChange?: (detail: PanelAddress) => void;
  onListStateChange?: (detail: ListStateChange) => void;
}

// An unknown or missing view name shows the list.
const startingView = (
  resource: Resource,
  view: string | undefined,
  recordId: number | undefined,
  parentId: number | undefined,
): PanelView => ({
  view:
    view &&
    [
      'list',
      'bulk-upload',
      'reorder',
      'sync',
      'jobs',
      'report',
      'dashboard',
      ...(resource.commands.trash ? ['trash'] : []),
      ...(resource.recordView ? [resource.recordView] : []),
      ...formViews(resource),
    ].includes(view)
      ? view
      : 'list',
  ...(recordId === undefined ? {} : { id: recordId }),
  ...(parentId === undefined ? {} : { parent: parentId }),
});

type Loaded = { name: string; resource: Resource } | { name: string; error: string };

/**
 * Loads the definition of `name`, with the code and data of `view` at the same time; until the definition
 * arrives (or for another name) the result is undefined.
 */
function useResource(
  name: string | undefined,
  view: string,
  narrowed: boolean,
  listState: string | undefined,
): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  // What the panel opened with: a later view or list state is asked for by its view, and a prefetched
  // page taken by a later reload would be stale.
  const [opening] = useState({ view, narrowed, listState });
  useEffect(() => {
    if (!name) return;
    preloadPanel(name, opening.view, opening.narrowed, opening.listState);
    let live = true;
    loadResource(name).then(
      (resource) => live && setLoaded({ name, resource }),
      (error: Error) => live && setLoaded({ name, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [name, opening]);
  return loaded?.name === name ? loaded : undefined;
}

interface ViewsProps extends Pick<
  ResourcePanelProps,
  'onSaved' | 'onCancel' | 'listState' | 'onViewChange' | 'onListStateChange'
> {
  resource: Resource;
  start: PanelView;
  /** Move to another area's view (the panel loads that area's definition). */
  onArea: (view: PanelView & { resource: string }) => void;
}

/** The views of one resource; new attributes show their view (use-panel-view.ts). */
function Views({ resource, start, onSaved, onCancel, onArea, ...address }: ViewsProps) {
  const panel = usePanelView(
    resource.name,
    start,
    address.listState,
    address.onViewChange,
    address.onListStateChange,
  );
  const { current } = panel;
  const go = (next: PanelView) => {
    panel.move(next);
    if (next.resource && next.resource !== resource.name) onArea({ ...next, resource: next.resource });
  };
  // A form returns to the list it was opened from, still narrowed to the same parent.
  const back = () => go({ view: 'list', parent: current.parent });
  const finishForm = (saved: { id: number } | null) => {
    if (saved) onSaved?.({ resource: resource.name, id: saved.id });
    else onCancel?.({ resource: resource.name });
    back();
  };
  const upload = resource.upload;
  // A board's card opens in a dialog over the board, at its own address (create, edit).
  if (hasView(resource, 'board') && ['list', 'create', 'edit'].includes(current.view))
    return <BoardView resource={resource} go={go} card={current} />;
  // Every kind of list keeps its state in the address, the same way (lib/list/list-address.ts).
  const listAddress = { listState: panel.listState, onListState: panel.listChanged };
  if (current.view === 'list') {
    if (upload === 'image') return <GalleryView resource={resource} go={go} {...listAddress} />;
    if (upload === 'file') return <FileListView resource={resource} go={go} {...listAddress} />;
    if (hasView(resource, 'calendar')) return <CalendarView resource={resource} go={go} {...listAddress} />;
    return <ListView resource={resource} go={go} parent={current.parent} {...listAddress} />;
  }
  if (current.view === 'reorder') return <ReorderView resource={resource} onDone={back} />;
  if (current.view === 'trash') return <TrashView resource={resource} go={go} {...listAddress} />;
  if (current.view === 'bulk-upload') return <BulkUploadView resource={resource} onDone={back} />;
  if (current.view === 'sync') return <SyncView resource={resource} go={go} {...listAddress} />;
  if (current.view === 'jobs') return <JobsView resource={resource} go={go} {...listAddress} />;
  if (current.view === 'report' && current.id !== undefined)
    return <BroadcastReport resource={resource} id={current.id} onBack={back} />;
  if (current.view === resource.recordView && current.id !== undefined)
    return <OrderDetail key={current.id} resource={resource} id={current.id} onBack={back} />;
  if (current.view === 'dashboard') return <CaptureDashboard resource={resource} go={go} {...listAddress} />;
  if (upload && current.view === 'create') return <UploadView resource={resource} onDone={finishForm} />;
  if (upload === 'image' && current.id !== undefined)
    return <ImageEditView key={current.id} resource={resource} id={current.id} onDone={finishForm} />;
  // A new record in a list narrowed to one parent (a rodeo's contestants) starts in that parent.
  const preset =
    current.preset ??
    (current.id === undefined && resource.listBy && current.parent !== undefined
      ? { [resource.listBy]: String(current.parent) }
      : undefined);
  return (
    <FormView
      key={`${current.view}-${current.id ?? 'new'}`}
      resource={resource}
      view={current.view}
      id={current.id}
      preset={preset}
      onDone={finishForm}
      intro={
        resource.gateCounts && current.view === 'edit' && current.id !== undefined ? (
          <Section title="At the gates">
            <Suspense fallback={null}>
              <GateCountsFigures rodeoId={current.id} />
            </Suspense>
          </Section>
        ) : undefined
      }
    />
  );
}

/**
 * Any console area (docs/architecture.md "Resources"): the list, create, edit and bulk-upload views of the resource
 * named by `resource`, from its one definition in lib/resources. Moving between views happens inside the
 * panel, so it works the same embedded alone; `saved` and `cancel` tell a host that routes itself.
 */
export function ResourcePanel(props: ResourcePanelProps) {
  const { onSaved, onCancel, onOpen, listState, onViewChange, onListStateChange } = props;
  // Set when the user follows a row's link into another area; new attributes start from them again.
  const attributes = `${props.resource}|${props.view}|${props.recordId}|${props.parentId}`;
  const [moved, setMoved] = useState<{ from: string; to: PanelView & { resource: string } } | null>(null);
  const away = moved?.from === attributes ? moved.to : null;
  const name = away ? away.resource : props.resource;
  const opening = away ?? { view: props.view ?? 'list', parent: props.parentId };
  const loaded = useResource(name, opening.view, opening.parent !== undefined, listState);
  const openArea = (to: PanelView & { resource: string }) => {
    setMoved({ from: attributes, to });
    void loadResource(to.resource).then((target) => {
      if (target.listBy && to.parent !== undefined) {
        onOpen?.({ resource: to.resource, field: target.listBy, id: to.parent });
      }
    });
  };
  let body;
  if (!name)
    body = (
      <Alert tone="error">Set the resource attribute to the area to show, e.g. resource="contact".</Alert>
    );
  else if (!loaded) body = <p role="status">Loading…</p>;
  else if ('error' in loaded) body = <Alert tone="error">{loaded.error}</Alert>;
  else {
    const start = away ?? startingView(loaded.resource, props.view, props.recordId, props.parentId);
    body = (
      <Views
        key={name}
        resource={loaded.resource}
        start={start}
        onSaved={onSaved}
        onCancel={onCancel}
        onArea={openArea}
        listState={away ? undefined : listState}
        onViewChange={onViewChange}
        onListStateChange={onListStateChange}
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
