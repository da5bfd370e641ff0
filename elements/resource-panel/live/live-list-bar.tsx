import { RefreshCw } from 'lucide-react';
import { liveBarText, type LiveListBar as Bar } from '../../../lib/list/live-list.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { liveTexts } from '../../../lib/live/live-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';

/**
 * The bar above a list when colleagues added, removed or changed records it does not show yet
 * (docs/behaviour.md#live-changes): the rows stay where the user reads them until Show.
 */
export function LiveListBar({ bar, onShow }: { bar: Bar; onShow: () => void }) {
  const t = useTexts(liveTexts);
  const text = liveBarText(bar, t);
  if (!text) return null;
  return (
    <Alert tone="info">
      <span className={controls.row}>
        {text}
        <Button icon={RefreshCw} onClick={onShow}>
          {t.show}
        </Button>
      </span>
    </Alert>
  );
}
