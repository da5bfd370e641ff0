import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { moduleTexts } from '../../../lib/format/activity-texts.ts';
import { $areaDefinitions, areaLabel, loadAreaLabels } from '../../../lib/resource-views/area-labels.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { useAreaWords } from '../../ui/use-area-words.ts';

/**
 * Names any area of the log in the view's language ('Helpbot FAQs', 'Service Connections'), loading every
 * definition once when `wanted` (docs/behaviour.md, "Activity and history"); in words until they are in.
 */
export function useAreaNames(wanted = true): (area: string) => string {
  const definitions = useStore($areaDefinitions);
  const modules = useTexts(moduleTexts);
  const words = useAreaWords();
  useEffect(() => {
    if (wanted) void loadAreaLabels();
  }, [wanted]);
  return (area) =>
    areaLabel(definitions, modules, area, (resource) => (words ? words.resource(resource) : resource).plural);
}
