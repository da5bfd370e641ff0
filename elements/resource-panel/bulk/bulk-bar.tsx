import { useStore } from '@nanostores/react';
import { Download, ListChecks, PencilLine, Trash2, X, Zap } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { bulkSetFields, type BulkActionRequest } from '../../../lib/list/bulk-action.ts';
import { bulkSummary, countOf, runBulk, type BulkOutcome } from '../../../lib/list/bulk-run.ts';
import { bulkDoneText, canUndoBulk, undoBulk } from '../../../lib/list/bulk-undo.ts';
import { bulkTexts } from '../../../lib/list/bulk-texts.ts';
import { countInWords, selectedCount, type SelectionStore } from '../../../lib/list/selection.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { downloadSelection } from '../../../lib/list/selection-export.ts';
import type { Filter } from '../../../lib/protocol/list.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { addTask, completeWithFailures, failTask, startTask, updateTask } from '../../../lib/tasks/tasks.ts';
import { showFailure } from '../../../lib/feedback/show-failure.ts';
import { showToast, TOAST_DURATION_MS, UNDO } from '../../../lib/toasts/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { BulkSetDialog, type BulkChoice } from './bulk-set-dialog.tsx';
import { useCan } from '../common/use-access.ts';
import * as styles from '../list/lists.css.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import { uiTexts } from '../../ui/texts.ts';

type Action = Pick<BulkActionRequest, 'action' | 'field' | 'value'>;

export interface BulkBarProps {
  resource: Resource;
  store: SelectionStore;
  /** How many records the list's query matches, and that query. */
  matching: number;
  /** More records match than `matching`: the list stopped counting there. */
  matchingMore: boolean;
  query: { filters: Filter[]; search?: string };
  /** The list parameter (a super admin's account), sent with each call as the list sends it. */
  params: Readonly<Record<string, number>>;
  onDone: () => void;
}

/**
 * The bar over a list with a selection (docs/behaviour.md#lists): how many are picked, "select all N
 * matching", and the actions: delete, set a field, export, and the area's own. Each run reports its
 * progress and result in the status bar.
 */
export function BulkBar({ resource, store, matching, matchingMore, query, params, onDone }: BulkBarProps) {
  const selection = useStore(store.$selection);
  const can = useCan(resource);
  const [asking, setAsking] = useState<
    | { kind: 'confirm'; action: Action; verb: string; label: string }
    | { kind: 'set'; choices: BulkChoice[]; own?: string }
    | null
  >(null);
  const t = useTexts(panelTexts);
  const results = useTexts(bulkTexts);
  const ui = useTexts(uiTexts);
  const locale = useLocale();
  const count = selectedCount(selection, matching);
  // 'more than 10,000' once every match is picked of a list that stopped counting.
  const more = selection.allMatching && matchingMore;
  const amount = countInWords(count, more, ui.moreThan, locale);
  if (count === 0 || !resource.commands.bulk_action) return null;
  // In a sentence: 'API keys', not 'api keys' (lib/format/in-sentence.ts).
  const plural = resource.words.many;

  // A refusal shows once: the run's own toast below, not the API client's too (lib/feedback/show-failure.ts).
  const send = (body: BulkActionRequest) =>
    callCommand(commandOf(resource, 'bulk_action'), { ...body, ...params }, { report: false });

  const undo = async (action: Action, outcome: BulkOutcome) => {
    try {
      const back = await undoBulk(resource, action, outcome, send);
      showToast('success', results.putBack({ count: countOf(back, resource.words) }));
    } catch (failure) {
      showFailure((failure as Error).message);
    } finally {
      onDone();
    }
  };

  const run = async (action: Action, verb: string) => {
    setAsking(null);
    const task = addTask({
      title: results.task({ verb, plural }),
      description: more
        ? t.moreThanSelected({ count: formatInteger(count, locale) })
        : t.selected({ count: formatInteger(count, locale) }),
      // An unknown total: the status bar shows the work going on, not a share of it.
      total: more ? undefined : count,
      progress: 0,
    });
    startTask(task);
    try {
      const outcome = await runBulk({
        action,
        selection,
        query,
        send,
        onProgress: (handled) =>
          updateTask(task, {
            progress: handled,
            message: more
              ? t.progressDone({ count: formatInteger(handled, locale) })
              : t.progressOf({ done: formatInteger(handled, locale), total: formatInteger(count, locale) }),
          }),
      });
      const summary = bulkSummary(verb, resource.words, outcome, results);
      // Part refused: finished with failures, a warning in the status bar with the count.
      completeWithFailures(task, outcome.refused.length, summary);
      store.clear();
      if (outcome.done > 0)
        showToast(
          'success',
          bulkDoneText(resource, action, verb, outcome, results),
          TOAST_DURATION_MS,
          canUndoBulk(resource, action, outcome)
            ? { label: UNDO, run: () => void undo(action, outcome) }
            : undefined,
        );
    } catch (failure) {
      failTask(task, (failure as Error).message);
      showFailure((failure as Error).message);
    } finally {
      onDone();
    }
  };

  const exportCsv = async () => {
    try {
      await downloadSelection(resource, selection, query, params, (status) => t.exportFailed({ status }));
    } catch (failure) {
      showFailure((failure as Error).message);
    }
  };

  const setChoices: BulkChoice[] = can('update')
    ? bulkSetFields(resource.fields).map((field) => ({ field, label: resource.fields[field]!.label }))
    : [];
  const own = Object.entries(resource.bulkActions).filter(([, spec]) => can(spec.command ?? 'update'));

  return (
    <div className={styles.bulkBar} role="region" aria-label={t.selectedPlural({ many: plural })}>
      <span className={styles.bulkCount} aria-live="polite">
        {!selection.allMatching
          ? t.selected({ count: formatInteger(count, locale) })
          : more
            ? t.allMatchingSelected({ amount })
            : t.allCountMatchingSelected({ count: formatInteger(count, locale) })}
      </span>
      {!selection.allMatching && (matchingMore || count < matching) && (
        <Button variant="ghost" icon={ListChecks} onClick={store.selectAllMatching}>
          {matchingMore
            ? t.selectAllMatching({ amount: countInWords(matching, true, ui.moreThan, locale) })
            : t.selectAllCountMatching({ count: formatInteger(matching, locale) })}
        </Button>
      )}
      {setChoices.length > 0 && (
        <Button icon={PencilLine} onClick={() => setAsking({ kind: 'set', choices: setChoices })}>
          {t.setAField}
        </Button>
      )}
      {own.map(([name, spec]) => (
        <Button
          key={name}
          icon={Zap}
          onClick={() =>
            setAsking(
              spec.field
                ? {
                    kind: 'set',
                    own: name,
                    choices: [{ field: spec.field, label: resource.fields[spec.field]!.label }],
                  }
                : {
                    kind: 'confirm',
                    action: { action: name },
                    verb: capitalise(spec.done),
                    label: spec.label,
                  },
            )
          }
        >
          {spec.label}
        </Button>
      ))}
      {can('export') && (
        <Button icon={Download} onClick={() => void exportCsv()}>
          {t.exportSelected}
        </Button>
      )}
      {can('delete') && (
        <Button
          variant="danger"
          icon={Trash2}
          onClick={() =>
            setAsking({
              kind: 'confirm',
              action: { action: 'delete' },
              verb: results.deleted,
              label: t.deleteButton,
            })
          }
        >
          {t.deleteButton}
        </Button>
      )}
      <Button variant="ghost" icon={X} onClick={store.clear}>
        {t.clearSelection}
      </Button>
      <ConfirmDialog
        open={asking?.kind === 'confirm'}
        title={asking?.kind === 'confirm' ? t.bulkTitle({ verb: asking.label, amount, many: plural }) : ''}
        message={
          asking?.kind === 'confirm' ? t.bulkQuestion({ verb: asking.label, amount, many: plural }) : ''
        }
        confirmLabel={asking?.kind === 'confirm' ? asking.label : ''}
        onConfirm={() => asking?.kind === 'confirm' && void run(asking.action, asking.verb)}
        onCancel={() => setAsking(null)}
      />
      {asking?.kind === 'set' && (
        <BulkSetDialog
          resource={resource}
          amount={amount}
          choices={asking.choices}
          onCancel={() => setAsking(null)}
          onSet={(field, value) =>
            void run(
              asking.own ? { action: asking.own, value } : { action: 'set', field, value },
              results.changed,
            )
          }
        />
      )}
    </div>
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
