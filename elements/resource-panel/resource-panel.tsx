import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { localized } from '../../lib/i18n/area-words.ts';
import { LIST_VIEWS } from '../../lib/list/list-params.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { loadResource } from '../../lib/resource-views/loaders.ts';
import { SessionGate } from '../auth-form/session-gate.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { useAreaWords } from '../ui/use-area-words.ts';
import { ToastRegion } from '../ui/toast-region.tsx';
import { commonTexts } from '../ui/common-texts.ts';
import { useTexts } from '../runtime/locale.tsx';
import type { PanelView } from './navigation/panel-view.ts';
import { preloadPanel } from './navigation/preload.ts';
import type { PanelAddress } from '../../lib/routing/panel-address.ts';
import type { ListStateChange } from './list/use-list-address.ts';
import { usePanelView } from './navigation/use-panel-view.ts';
import { useReturnFocus } from './navigation/use-return-focus.ts';

const PanelProblem = lazy(() => import('./panel-problem.tsx'));
import { formOf, loadAreaViews, namedView, viewOf, type AreaViews } from './views.tsx';
import * as controls from '../ui/controls.css.ts';

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

const startingView = (
  resource: Resource,
  own: AreaViews,
  view: string | undefined,
  recordId: number | undefined,
  parentId: number | undefined,
): PanelView => ({
  view: namedView(resource, own, view),
  ...(recordId === undefined ? {} : { id: recordId }),
  ...(parentId === undefined ? {} : { parent: parentId }),
});

type Loaded = { name: string; resource: Resource; own: AreaViews } | { name: string; error: true };

/**
 * Loads the definition of `name` and its own views, with the code and data of `view` at the same time; until
 * the definition arrives (or for another name) the result is undefined. The definition comes in the view's
 * language: in another language than English, once its words are in too (lib/i18n/area-words.ts).
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
    Promise.all([loadResource(name), loadAreaViews(name)]).then(
      ([resource, own]) => live && setLoaded({ name, resource, own }),
      () => live && setLoaded({ name, error: true }),
    );
    return () => {
      live = false;
    };
  }, [name, opening]);
  const words = useAreaWords();
  const inWords = useMemo(
    () =>
      loaded && 'resource' in loaded && words !== undefined
        ? { ...loaded, resource: localized(loaded.resource, words) }
        : loaded,
    [loaded, words],
  );
  if (words === undefined && inWords && 'resource' in inWords) return undefined;
  return inWords?.name === name ? inWords : undefined;
}

interface ViewsProps extends Pick<
  ResourcePanelProps,
  'onSaved' | 'onCancel' | 'listState' | 'onViewChange' | 'onListStateChange'
> {
  resource: Resource;
  /** The area's own views (elements/areas/<area>/views.tsx). */
  own: AreaViews;
  start: PanelView;
  /** The panel's shadow root, where the list's rows are looked for. */
  root: ShadowRoot | undefined;
  /** Move to another area's view (the panel loads that area's definition). */
  onArea: (view: PanelView & { resource: string }) => void;
}

/** The views of one resource; new attributes show their view (navigation/use-panel-view.ts). */
function Views({ resource, own, start, root, onSaved, onCancel, onArea, ...address }: ViewsProps) {
  const panel = usePanelView(
    resource.name,
    start,
    address.listState,
    address.onViewChange,
    address.onListStateChange,
  );
  const { current } = panel;
  const opening = useReturnFocus(root, current);
  const go = (next: PanelView) => {
    if (LIST_VIEWS.includes(current.view) && next.id !== undefined) opening(next.id);
    panel.move(next);
    if (next.resource && next.resource !== resource.name) onArea({ ...next, resource: next.resource });
  };
  // A form returns to the list it was opened from, still narrowed to the same parent.
  const back = () => go({ view: 'list', parent: current.parent });
  const finish = (saved: { id: number } | null) => {
    if (saved) onSaved?.({ resource: resource.name, id: saved.id });
    else onCancel?.({ resource: resource.name });
    back();
  };
  const list = { resource, go, listState: panel.listState, onListState: panel.listChanged };
  return viewOf(own, {
    resource,
    current,
    go,
    back,
    finish,
    list,
    form: formOf(resource, current, finish),
  });
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
  const { loading } = useTexts(commonTexts);
  const openArea = (to: PanelView & { resource: string }) => {
    setMoved({ from: attributes, to });
    void loadResource(to.resource).then((target) => {
      if (target.listBy && to.parent !== undefined) {
        onOpen?.({ resource: to.resource, field: target.listBy, id: to.parent });
      }
    });
  };
  let body;
  if (!name || (loaded && 'error' in loaded)) body = <PanelProblem name={name} />;
  else if (!loaded)
    body = (
      <p role="status" className={controls.loading}>
        {loading}
      </p>
    );
  else {
    const start =
      away ?? startingView(loaded.resource, loaded.own, props.view, props.recordId, props.parentId);
    body = (
      <Views
        key={name}
        resource={loaded.resource}
        own={loaded.own}
        start={start}
        root={props.container}
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
      <Suspense
        fallback={
          <p role="status" className={controls.loading}>
            {loading}
          </p>
        }
      >
        {body}
      </Suspense>
      <ToastRegion />
    </SessionGate>
  );
}
