import { describe, expect, it } from 'vitest';
import { ALL_FOLDERS, folderChoice, folderScope, TOP_LEVEL } from '../../../lib/media/file-folder.ts';
import { decodeListState, encodeListState } from '../../../lib/list/list-address.ts';
import { startingView } from '../../../lib/list/list-controller.ts';
import { file } from '../../../lib/resources/file.ts';

describe('the file list’s folder', () => {
  it('turns a folder choice into the list’s scope and back', () => {
    expect(folderScope(ALL_FOLDERS)).toEqual([]);
    expect(folderScope(TOP_LEVEL)).toEqual([{ field: 'folder', operator: 'IS NULL' }]);
    expect(folderScope('Reports/2026')).toEqual([{ field: 'folder', operator: '=', value: 'Reports/2026' }]);
    for (const choice of [ALL_FOLDERS, TOP_LEVEL, 'Reports/2026'])
      expect(folderChoice(folderScope(choice))).toBe(choice);
  });

  it('lives in the address and comes back from it, a folder named with colons and slashes too', () => {
    const defaults = startingView({ sort: file.defaultSort });
    for (const choice of [TOP_LEVEL, 'Reports/2026: Q1']) {
      const text = encodeListState({ ...defaults, scope: folderScope(choice) }, defaults).toString();
      const back = decodeListState(new URLSearchParams(text), file.listFields, defaults, ['folder']);
      expect(folderChoice(back.scope ?? [])).toBe(choice);
    }
  });
});
