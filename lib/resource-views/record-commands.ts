import { callCommand } from '../api/api.ts';
import { commandOf } from '../resources/command-of.ts';
import type { Resource } from '../resources/define.ts';
import { showToast } from '../toasts/toasts.ts';

type Row = Record<string, unknown>;

/**
 * Sends one record command and says so in the success toast; false when it failed, which the API client
 * has shown as a toast already. The caller refreshes what it shows.
 */
export async function runRecordCommand(
  resource: Resource,
  command: string,
  body: Row,
  done: string,
): Promise<boolean> {
  try {
    await callCommand(commandOf(resource, command), body);
    showToast('success', done);
    return true;
  } catch {
    return false;
  }
}

/**
 * The one delete of every view (list, form, board card, image, bucket), after its confirmation
 * (docs/behaviour.md#areas): `extra` carries what the dialog asked besides (where a bucket's images go).
 */
export const deleteRecord = (resource: Resource, id: unknown, extra: Row = {}): Promise<boolean> =>
  runRecordCommand(resource, 'delete', { [resource.idKey]: id, ...extra }, resource.messages.deleted);
