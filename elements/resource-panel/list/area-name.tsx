import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $areaLabels, areaLabel, loadAreaLabels } from '../../../lib/resource-views/area-labels.ts';

/** An area's name as its definition says it ('Helpbot FAQs'), in words until the definitions are in. */
export function AreaName({ area }: { area: string }) {
  const labels = useStore($areaLabels);
  useEffect(() => void loadAreaLabels(), []);
  return <>{areaLabel(labels, area)}</>;
}
