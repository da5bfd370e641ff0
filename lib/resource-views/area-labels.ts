import { atom } from 'nanostores';
import { MODULE_AREAS } from '../format/activity-words.ts';
import { machineWords } from '../format/words.ts';
import { RESOURCE_LOADERS } from './loaders.ts';

/** Each area's name as its definition says it ('Helpbot FAQs'), once loaded; the modules' own besides. */
export const $areaLabels = atom<Record<string, string>>(MODULE_AREAS);

let loading: Promise<void> | undefined;

/**
 * Loads every definition once, for the screens that name any area (docs/behaviour.md, "Activity and history"): each is a
 * chunk of its own that a page showing one area never loads.
 */
export function loadAreaLabels(): Promise<void> {
  loading ??= Promise.all(
    Object.values(RESOURCE_LOADERS).map((load) =>
      load().then(
        (resource) => [resource.name, resource.plural] as const,
        () => null,
      ),
    ),
  ).then((pairs) => {
    $areaLabels.set({ ...MODULE_AREAS, ...Object.fromEntries(pairs.filter((pair) => pair !== null)) });
  });
  return loading;
}

export const areaLabel = (labels: Record<string, string>, area: string): string =>
  Object.hasOwn(labels, area) ? labels[area]! : machineWords(area);
