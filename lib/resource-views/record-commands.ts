import { callCommand } from '../api/api.ts';
import { commandOf } from '../resources/command-of.ts';
import type { Resource } from '../resources/define.ts';
import { showToast } from '../toasts/toasts.ts';
import { showDeleted } from '../trash/undo.ts';

type Row = Record<string, unknown>;

/**
 * Sends one record command and says so in the success toast; false when it failed, which the API client
 * has shown as a toast already. The caller refreshes what it shows.
 */
export async function runRecordCommand(
  resource: Resource,
  command: string,
  body: Row,
  done: string | (() => void),
): Promise<boolean> {
  try {
    await callCommand(commandOf(resource, command), body);
    if (typeof done === 'string') showToast('success', done);
    else done();
    return true;
  } catch {
    return false;
  }
}

/**
 * The one delete of every view (list, form, board card, image, bucket), after its confirmation
 * (docs/behaviour.md#areas): `extra` carries what the dialog asked besides (where a bucket's images go).
 * The record goes to the trash; the toast offers Undo (docs/behaviour.md#trash).
 */
export const deleteRecord = (resource: Resource, id: number, extra: Row = {}): Promise<boolean> =>
  runRecordCommand(resource, 'delete', { [resource.idKey]: id, ...extra }, () => showDeleted(resource, id));
