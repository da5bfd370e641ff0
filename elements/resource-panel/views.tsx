import type { ReactNode } from 'react';
import type { Resource } from '../../lib/resources/define.ts';
import { definitionFile } from '../../lib/resources/definition-file.ts';
import type { ResourceWith } from '../../lib/resources/spec.ts';
import { formViews } from '../../lib/resource-views/form-views.ts';
import { lazyLoaded } from '../runtime/lazy-loaded.tsx';
import { lazyView, type PanelView, type PanelViewKind, type ViewProps } from './navigation/panel-view.ts';
import { loadFormView, loadListView } from './navigation/preload.ts';

// Each view is a chunk of its own: a page embedding a contact list never loads the form or the uploader.
// The list and the form are preloaded with their data (navigation/preload.ts): shown at once when already in.
const ListView = lazyLoaded(loadListView, (m) => m.ListView);
const FormView = lazyLoaded(loadFormView, (m) => m.FormView);
const BulkUploadView = lazyView(
  () => import('./bulk/bulk-upload-view.tsx'),
  (m) => m.BulkUploadView,
);
const CalendarView = lazyView(
  () => import('./calendar/calendar-view.tsx'),
  (m) => m.CalendarView,
);
const BoardView = lazyView(
  () => import('./board/board-view.tsx'),
  (m) => m.BoardView,
);
const ReorderView = lazyView(
  () => import('./reorder/reorder-view.tsx'),
  (m) => m.ReorderView,
);
const TrashView = lazyView(
  () => import('./trash/trash-view.tsx'),
  (m) => m.TrashView,
);
// The media areas' own views: records there start from uploaded files (lib/resources image, file).
const UploadView = lazyView(
  () => import('./media/upload-view.tsx'),
  (m) => m.UploadView,
);
const GalleryView = lazyView(
  () => import('./media/gallery-view.tsx'),
  (m) => m.GalleryView,
);
const ImageEditView = lazyView(
  () => import('./media/image-edit-view.tsx'),
  (m) => m.ImageEditView,
);
const FileListView = lazyView(
  () => import('./media/file-list-view.tsx'),
  (m) => m.FileListView,
);

// Narrows a resource to one with the view option `key` (a board, a calendar), so its view reads it without
// `!`. Here rather than in lib/resources/spec.ts, which would become a chunk of its own for one line.
const hasView = <K extends keyof Resource>(resource: Resource, key: K): resource is ResourceWith<K> =>
  resource[key] !== undefined;

/**
 * The registry of the generic views an address names (`view="trash"`), by that name (docs/architecture.md,
 * the resource panel); an area's own views are in its elements/areas/<area>/views.tsx (`loadAreaViews`).
 */
const VIEWS: Record<string, PanelViewKind> = {
  list: (v) => <ListView {...v.list} parent={v.current.parent} />,
  reorder: (v) => <ReorderView resource={v.resource} onDone={v.back} />,
  trash: (v) => <TrashView {...v.list} />,
  'bulk-upload': (v) => <BulkUploadView resource={v.resource} onDone={v.back} />,
};

// What an area's options show in place of its list or its form: a board (whose card opens in a dialog over
// it, at its own address), a gallery, a file list, a calendar, the uploader, the image editor.
const inPlace = ({ resource, current, go, list, finish }: ViewProps): ReactNode => {
  const { view, id } = current;
  if (hasView(resource, 'board') && ['list', 'create', 'edit'].includes(view))
    return <BoardView resource={resource} go={go} card={current} />;
  if (view === 'list') {
    if (resource.upload === 'image') return <GalleryView {...list} />;
    if (resource.upload === 'file') return <FileListView {...list} />;
    if (hasView(resource, 'calendar')) return <CalendarView {...list} resource={resource} />;
  }
  if (resource.upload && view === 'create') return <UploadView resource={resource} onDone={finish} />;
  if (resource.upload === 'image' && id !== undefined)
    return <ImageEditView key={id} resource={resource} id={id} onDone={finish} />;
};

export type AreaViews = Record<string, PanelViewKind>;

// An area's own views, in the folder named like its definition's file: one chunk per area, loaded with the
// definition.
const AREA_VIEWS = import.meta.glob<AreaViews>('../areas/*/views.tsx', { import: 'views' });

export const loadAreaViews = (area: string): Promise<AreaViews> | AreaViews =>
  AREA_VIEWS[`../areas/${definitionFile(area)}/views.tsx`]?.() ?? {};

/** What the panel shows for `current`: the area's own view, else the generic one, else the area's form. */
export const viewOf = (own: AreaViews, props: ViewProps): ReactNode =>
  inPlace(props) || (own[props.current.view] ?? VIEWS[props.current.view])?.(props) || props.form();

/** The view an address's name shows of `resource`; an unknown or missing name shows the list. */
export const namedView = (resource: Resource, own: AreaViews, view: string | undefined): string =>
  view &&
  (view === 'trash'
    ? resource.commands.trash
    : view in own || view in VIEWS || formViews(resource).includes(view))
    ? view
    : 'list';

/** The area's form for `current` (a named form: the account's `register`). */
export const formOf =
  (resource: Resource, current: PanelView, finish: ViewProps['finish']) => (intro?: ReactNode) => (
    <FormView
      key={`${current.view}-${current.id ?? 'new'}`}
      resource={resource}
      view={current.view}
      id={current.id}
      // A new record in a list narrowed to one parent (a rodeo's contestants) starts in that parent.
      preset={
        current.preset ??
        (current.id === undefined && resource.listBy && current.parent !== undefined
          ? { [resource.listBy]: String(current.parent) }
          : undefined)
      }
      onDone={finish}
      intro={intro}
    />
  );
