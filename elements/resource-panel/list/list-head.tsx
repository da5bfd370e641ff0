import { ArrowUpDown, Download, Plus, Upload } from 'lucide-react';
import type { Ref } from 'react';
import { apiClient } from '../../../lib/api/api.ts';
import type { ListState } from '../../../lib/list/list-controller.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { downloadResponse } from '../../../lib/resource-views/download.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { TrashButton } from '../trash/trash-button.tsx';
import { useCan } from '../common/use-access.ts';
import type { PanelNavigation } from '../navigation/panel-view.ts';
import * as styles from '../common/styles.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * A list's heading and the area's commands beside it (docs/behaviour.md#areas): reorder, trash, export,
 * bulk upload, the area's own forms and create (preset with the list's parameters and parent).
 */
export function ListHead({
  resource,
  go,
  parent,
  state,
  titleId,
  heading,
}: {
  resource: Resource;
  go: PanelNavigation;
  parent?: number;
  state: ListState<Record<string, unknown>>;
  titleId: string;
  heading: Ref<HTMLHeadingElement>;
}) {
  const can = useCan(resource);
  const t = useTexts(panelTexts);
  const exportCsv = async () => {
    const response = await apiClient.send(commandOf(resource, 'export'), {
      filters: [...state.scope, ...state.filters],
      ...(state.search ? { search: state.search } : {}),
      ...state.params,
    });
    if (!response.ok) return showToast('error', t.exportFailed({ status: response.status }));
    await downloadResponse(response, `${resource.name}s.csv`);
  };
  return (
    <div className={styles.head}>
      <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {resource.plural}
      </h1>
      <span className={controls.row}>
        {can('reorder') && (
          <Button icon={ArrowUpDown} onClick={() => go({ view: 'reorder' })}>
            {t.reorder}
          </Button>
        )}
        <TrashButton resource={resource} go={go} />
        {can('export') && (
          <Button icon={Download} onClick={() => void exportCsv()}>
            {t.exportCsv}
          </Button>
        )}
        {can('bulk_create') && (
          <Button icon={Upload} onClick={() => go({ view: 'bulk-upload' })}>
            {t.bulkUpload}
          </Button>
        )}
        {Object.entries(resource.forms).map(
          ([view, form]) =>
            can(form.command) && (
              <Button key={view} icon={Plus} onClick={() => go({ view })}>
                {form.title}
              </Button>
            ),
        )}
        {can('create') && (
          <Button
            variant="primary"
            icon={Plus}
            onClick={() =>
              go({
                view: 'create',
                parent,
                ...(Object.keys(state.params).length ? { preset: state.params } : {}),
              })
            }
          >
            {resource.createLabel}
          </Button>
        )}
      </span>
    </div>
  );
}
