import type { Filter } from '../protocol/list.ts';
import { BULK_ACTION_BATCH, type BulkActionRequest, type BulkActionResponse } from './bulk-action.ts';
import { bulkEnglish, type BulkTexts } from './bulk-texts.ts';
import type { Selection } from './selection.ts';

export interface BulkOutcome {
  done: number;
  refused: BulkActionResponse['refused'];
  /** The records done, and a set's earlier values: what an undo puts back (lib/list/bulk-undo.ts). */
  ids: number[];
  previous: NonNullable<BulkActionResponse['previous']>;
}

export interface BulkRun {
  /** delete, set (with field and value), or an own action's name (with a value for a field action). */
  action: Pick<BulkActionRequest, 'action' | 'field' | 'value'>;
  selection: Selection;
  /** The list's query, for an all-matching selection. */
  query: { filters: Filter[]; search?: string };
  send: (body: BulkActionRequest) => Promise<BulkActionResponse>;
  /** After each batch: how many records were handled so far. */
  onProgress: (handled: number) => void;
}

/**
 * Runs a bulk action over a selection, one call per batch: picked ids in slices, an all-matching
 * selection by the server's cursor (docs/behaviour.md#lists). Refusals are gathered, not thrown; a
 * failed call (the network, a 400) stops the run and throws, with the batches before it done.
 */
export async function runBulk({ action, selection, query, send, onProgress }: BulkRun): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, refused: [], ids: [], previous: [] };
  const add = (response: BulkActionResponse) => {
    outcome.done += response.done;
    outcome.refused.push(...response.refused);
    outcome.ids.push(...(response.ids ?? []));
    outcome.previous.push(...(response.previous ?? []));
    onProgress(outcome.done + outcome.refused.length);
  };
  if (selection.allMatching) {
    let after: number | null = 0;
    while (after !== null) {
      const response: BulkActionResponse = await send({ ...action, query, ...(after ? { after } : {}) });
      add(response);
      after = response.next;
    }
    return outcome;
  }
  for (let start = 0; start < selection.ids.length; start += BULK_ACTION_BATCH) {
    add(await send({ ...action, ids: [...selection.ids.slice(start, start + BULK_ACTION_BATCH)] }));
  }
  return outcome;
}

/**
 * The status bar's line for a finished run: 'Deleted 12 contacts, 2 refused', 'Changed 1 account';
 * `words` as the area reads in a sentence (one, many).
 */
export function bulkSummary(
  verb: string,
  words: { one: string; many: string },
  outcome: BulkOutcome,
  t: BulkTexts = bulkEnglish(),
): string {
  const refused = outcome.refused.length;
  const done = t.done({ verb, count: countOf(outcome.done, words) });
  return refused ? t.refused({ done, refused, reason: outcome.refused[0]!.reason }) : done;
}

/** '1 contact', '3 contacts': a count with the area's word for it. */
export const countOf = (count: number, words: { one: string; many: string }): string =>
  `${count} ${count === 1 ? words.one : words.many}`;
