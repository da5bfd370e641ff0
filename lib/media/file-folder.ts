import type { Filter } from '../protocol/list.ts';

/** The folder picker's choice for every folder ('' ) and for files in no folder. */
export const ALL_FOLDERS = '';
export const TOP_LEVEL = '\u0000top';

/** The list's own filter for a folder choice (docs/behaviour.md#screens, Files). */
export const folderScope = (choice: string): Filter[] =>
  choice === ALL_FOLDERS
    ? []
    : choice === TOP_LEVEL
      ? [{ field: 'folder', operator: 'IS NULL' }]
      : [{ field: 'folder', operator: '=', value: choice }];

/** The choice a list's scope stands for (an address names the folder): the inverse of folderScope. */
export function folderChoice(scope: readonly Filter[]): string {
  const filter = scope.find((each) => each.field === 'folder');
  if (filter?.operator === 'IS NULL') return TOP_LEVEL;
  return filter?.operator === '=' && typeof filter.value === 'string' ? filter.value : ALL_FOLDERS;
}
