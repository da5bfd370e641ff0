import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiClient, callCommand } from '../../../lib/api/api.ts';
import { ALL_FOLDERS, folderChoice, folderScope, TOP_LEVEL } from '../../../lib/media/file-folder.ts';
import { downloadResponse } from '../../../lib/resource-views/download.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ListView, type ListScope } from '../list/list-view.tsx';
import { StorageUsage } from './storage-usage-view.tsx';
import type { AddressedListProps } from '../list/use-list-address.ts';
import * as media from './media.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { mediaViewTexts } from './texts.ts';

// The folder picked lives in the list's address with its page, sort and search (docs/behaviour.md#addresses).
const FOLDER_FIELDS = ['folder'];

/** Files (docs/behaviour.md#screens): the area's list with a folder picker and a download on every row. */
export function FileListView({ resource, go, listState, onListState }: AddressedListProps) {
  const t = useTexts(mediaViewTexts);
  const locale = useLocale();
  const [folders, setFolders] = useState<{ folder: string | null; count: number }[]>([]);
  useEffect(() => {
    callCommand(commandOf(resource, 'folders'), {}).then(
      (answer) => setFolders((answer as { folders: typeof folders }).folders),
      () => undefined,
    );
  }, [resource]);

  const download = async (row: Record<string, unknown>) => {
    const response = await apiClient.send(commandOf(resource, 'download'), { file_id: row.file_id });
    if (!response.ok) return showToast('error', t.downloadFailed({ status: response.status }));
    await downloadResponse(response, String(row.name));
  };

  const toolbar = ({ scope, setScope }: ListScope) => (
    <>
      <StorageUsage resource={resource} />
      <div className={media.filterField}>
        <SelectField
          label={t.folder}
          value={folderChoice(scope)}
          options={[
            { value: ALL_FOLDERS, label: t.allFolders },
            ...folders.map(({ folder, count }) => ({
              value: folder ?? TOP_LEVEL,
              label: `${folder ?? t.topLevel} (${formatInteger(count, locale)})`,
            })),
          ]}
          onChange={(event) => setScope(folderScope(event.target.value))}
        />
      </div>
    </>
  );
  return (
    <ListView
      resource={resource}
      go={go}
      listState={listState}
      onListState={onListState}
      extras={{
        toolbar,
        scopeFields: FOLDER_FIELDS,
        rowActions: (row) => (
          <Button
            variant="ghost"
            icon={Download}
            iconOnly
            label={t.download({ name: String(row.name) })}
            onClick={() => void download(row)}
          />
        ),
      }}
    />
  );
}
