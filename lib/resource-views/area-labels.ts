import { atom } from 'nanostores';
import { machineWords } from '../format/words.ts';
import type { Resource } from '../resources/define.ts';
import { RESOURCE_LOADERS } from './loaders.ts';

/** Each area's definition by its name, once loaded: a view names it by its plural in the view's language. */
export const $areaDefinitions = atom<Record<string, Resource>>({});

let loading: Promise<void> | undefined;

/**
 * Loads every definition once, for the screens that name any area (docs/behaviour.md, "Activity and history"): each is a
 * chunk of its own that a page showing one area never loads.
 */
export function loadAreaLabels(): Promise<void> {
  loading ??= Promise.all(
    Object.values(RESOURCE_LOADERS).map((load) =>
      load().then(
        (resource) => [resource.name, resource] as const,
        () => null,
      ),
    ),
  ).then((pairs) => {
    $areaDefinitions.set(Object.fromEntries(pairs.filter((pair) => pair !== null)));
  });
  return loading;
}

/**
 * An area's name in a log: its definition's plural ('Helpbot FAQs') as `plural` gives it in the view's
 * language, else a module's name from `modules` (lib/format/activity-texts.ts), else its name in words.
 */
export function areaLabel(
  definitions: Readonly<Record<string, Resource>>,
  modules: Readonly<Record<string, unknown>>,
  area: string,
  plural: (resource: Resource) => string = (resource) => resource.plural,
): string {
  if (Object.hasOwn(definitions, area)) return plural(definitions[area]!);
  const module = Object.hasOwn(modules, area) ? modules[area] : undefined;
  return typeof module === 'string' ? module : machineWords(area);
}
