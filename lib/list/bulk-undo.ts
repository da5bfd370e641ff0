import { callCommand } from '../api/api.ts';
import { commandOf } from '../resources/command-of.ts';
import type { Resource } from '../resources/define.ts';
import { $restored } from '../trash/undo.ts';
import { BULK_ACTION_BATCH, type BulkActionRequest, type BulkActionResponse } from './bulk-action.ts';
import { countOf, type BulkOutcome } from './bulk-run.ts';
import { bulkEnglish, type BulkTexts } from './bulk-texts.ts';

type Previous = BulkOutcome['previous'][number]['value'];
type Action = Pick<BulkActionRequest, 'action' | 'field' | 'value'>;

/**
 * What a finished run did, for its one toast (docs/behaviour.md#lists): '3 contacts moved to the trash',
 * 'Set Opted in to messages on 3 contacts', else the verb and the count. Refusals are the status bar's.
 */
export function bulkDoneText(
  resource: Resource,
  action: Action,
  verb: string,
  outcome: BulkOutcome,
  t: BulkTexts = bulkEnglish(),
): string {
  const done = countOf(outcome.done, resource.words);
  if (action.action === 'delete' && resource.commands.restore) return t.movedToTrash({ count: done });
  if (action.action === 'set') return t.setOn({ field: resource.fields[action.field!]!.label, count: done });
  return t.done({ verb, count: done });
}

/**
 * Whether a finished run can be undone (docs/behaviour.md#lists): a delete where the area keeps a trash,
 * a set whose answer named the earlier values.
 */
export const canUndoBulk = (resource: Resource, action: Action, outcome: BulkOutcome): boolean =>
  action.action === 'delete'
    ? Boolean(resource.commands.restore) && outcome.ids.length > 0
    : outcome.previous.length > 0;

/**
 * Puts back exactly what a run did: each deleted record from the trash, or each set record's earlier
 * value, one bulk call per value and batch (the same command and checks as the set). Returns how many
 * records came back; the first failure throws.
 */
export async function undoBulk(
  resource: Resource,
  action: Action,
  outcome: BulkOutcome,
  send: (body: BulkActionRequest) => Promise<BulkActionResponse>,
): Promise<number> {
  if (action.action === 'delete') {
    for (const id of outcome.ids) await callCommand(commandOf(resource, 'restore'), { [resource.idKey]: id });
    $restored.set({ area: resource.name, id: outcome.ids[outcome.ids.length - 1]! });
    return outcome.ids.length;
  }
  const byValue = new Map<Previous, number[]>();
  for (const { id, value } of outcome.previous) byValue.set(value, [...(byValue.get(value) ?? []), id]);
  let done = 0;
  for (const [value, ids] of byValue) {
    for (let start = 0; start < ids.length; start += BULK_ACTION_BATCH) {
      done += (await send({ ...action, value, ids: ids.slice(start, start + BULK_ACTION_BATCH) })).done;
    }
  }
  return done;
}
