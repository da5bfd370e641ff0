import { Trash2 } from 'lucide-react';
import type { Resource } from '../../../lib/resources/define.ts';
import { Button } from '../../ui/button.tsx';
import type { PanelNavigation } from '../navigation/panel-view.ts';
import { useCan } from '../common/use-access.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * The way to an area's Trash from every screen that can delete (docs/behaviour.md#trash): lists, the
 * gallery, the calendar and the board. Nothing for a user who may not see the trash.
 */
export function TrashButton({ resource, go }: { resource: Resource; go: PanelNavigation }) {
  const t = useTexts(panelTexts);
  const can = useCan(resource);
  if (!can('trash')) return null;
  return (
    <Button icon={Trash2} onClick={() => go({ view: 'trash' })}>
      {t.trash}
    </Button>
  );
}
