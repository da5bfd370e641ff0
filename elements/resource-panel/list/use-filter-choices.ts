import { valueChoices } from '../../../lib/format/words.ts';
import { useStore } from '@nanostores/react';
import { actionTexts, modules } from '../../../lib/format/activity-texts.ts';
import { ACTION_NAMES, actionWords } from '../../../lib/format/activity-words.ts';
import { $areaDefinitions } from '../../../lib/resource-views/area-labels.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { useAreaNames } from './use-area-names.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import type { Choice } from '../../ui/list/filter-builder.tsx';

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label);

/**
 * The menu of a filter on a field that names an area or an action (the Activity screen's): each value in
 * the words its cells use (docs/behaviour.md, "Activity and history"); undefined for other fields.
 */
export function useFilterChoices(resource: Resource): (name: string) => Choice[] | undefined {
  const namesAreas = Object.values(resource.fields).some((field) => field.format === 'area');
  const definitions = useStore($areaDefinitions);
  const areaName = useAreaNames(namesAreas);
  const actionNames = useTexts(actionTexts);
  return (name) => {
    const field = resource.fields[name];
    const format = field?.format;
    // An enum of a definition in another language: its values in those words (lib/resources/localize.ts).
    if (field?.valueLabels) return valueChoices(field.values, field.valueLabels);
    if (format === 'action')
      return ACTION_NAMES.map((value) => ({ value, label: actionWords(value, actionNames) })).sort(byLabel);
    if (format === 'area')
      return [...Object.keys(modules), ...Object.keys(definitions)]
        .map((value) => ({ value, label: areaName(value) }))
        .sort(byLabel);
    return undefined;
  };
}
