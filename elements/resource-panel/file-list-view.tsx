import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { apiClient, callCommand } from '../../lib/api/api.ts';
import type { Filter } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { downloadResponse } from '../../lib/resource-views/download.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { ListView } from './list-view.tsx';
import { StorageUsage } from './storage-usage.tsx';
import type { PanelNavigation } from './panel-view.ts';
import * as media from './media.css.ts';
import { commandOf } from '../../lib/resources/command-of.ts';

const ALL = '';
const TOP = '\u0000top';

const folderScope = (choice: string): Filter[] =>
  choice === ALL
    ? []
    : choice === TOP
      ? [{ field: 'folder', operator: 'IS NULL' }]
      : [{ field: 'folder', operator: '=', value: choice }];

/** Files (docs/behaviour.md#screens): the area's list with a folder picker and a download on every row. */
export function FileListView({ resource, go }: { resource: Resource; go: PanelNavigation }) {
  const [folders, setFolders] = useState<{ folder: string | null; count: number }[]>([]);
  const [choice, setChoice] = useState(ALL);
  useEffect(() => {
    callCommand(commandOf(resource, 'folders'), {}).then(
      (answer) => setFolders((answer as { folders: typeof folders }).folders),
      () => undefined,
    );
  }, [resource]);

  const download = async (row: Record<string, unknown>) => {
    const response = await apiClient.send(commandOf(resource, 'download'), { file_id: row.file_id });
    if (!response.ok) return showToast('error', `The download failed (${response.status}); try again`);
    await downloadResponse(response, String(row.name));
  };

  const scope = useMemo(() => folderScope(choice), [choice]);
  const toolbar = (
    <>
      <StorageUsage resource={resource} />
      <div className={media.filterField}>
        <SelectField
          label="Folder"
          value={choice}
          options={[
            { value: ALL, label: 'All folders' },
            ...folders.map(({ folder, count }) => ({
              value: folder ?? TOP,
              label: `${folder ?? 'Top level'} (${count})`,
            })),
          ]}
          onChange={(event) => setChoice(event.target.value)}
        />
      </div>
    </>
  );
  return (
    <ListView
      resource={resource}
      go={go}
      extras={{
        toolbar,
        scope,
        rowActions: (row) => (
          <Button
            variant="ghost"
            icon={Download}
            iconOnly
            label={`Download ${String(row.name)}`}
            onClick={() => void download(row)}
          />
        ),
      }}
    />
  );
}
