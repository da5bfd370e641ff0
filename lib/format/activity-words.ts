import { actions } from './activity-texts.ts';
import { machineWords } from './words.ts';

/** The actions the log knows, for a filter's menu. */
export const ACTION_NAMES: readonly string[] = Object.keys(actions);

/**
 * An entry's action as a log reads it (docs/behaviour.md, "Activity and history"), in the words of
 * `names` (lib/format/activity-texts.ts, in the view's language); an action it does not know in words.
 */
export const actionWords = (action: string, names: Readonly<Record<string, unknown>> = actions): string => {
  const named = Object.hasOwn(names, action) ? names[action] : undefined;
  return typeof named === 'string' ? named : machineWords(action);
};
