import { RESOURCE_LOADERS } from '../../lib/resource-views/loaders.ts';
import { useTexts } from '../runtime/locale.tsx';
import { Alert } from '../ui/alert.tsx';
import { setupTexts } from './setup-texts.ts';

/**
 * Why a panel has no area to show: no `resource` attribute, an unknown area, or an area whose code did not
 * load. Rare, so it loads on its own and the panel's entry carries none of it (tests/budget/size.ts).
 */
export default function PanelProblem({ name }: { name: string | undefined }) {
  const t = useTexts(setupTexts);
  if (!name) return <Alert tone="error">{t.noResource}</Alert>;
  return (
    <Alert tone="error">
      {Object.hasOwn(RESOURCE_LOADERS, name) ? t.areaFailed : t.unknownArea({ name })}
    </Alert>
  );
}
