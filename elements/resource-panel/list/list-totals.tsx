import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import type { Filter } from '../../../lib/protocol/list.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { totalsParts, type ListTotals as Totals } from '../../../lib/resources/totals.ts';
import * as styles from '../common/styles.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

export interface ListTotalsProps {
  resource: Resource;
  filters: readonly Filter[];
  search: string;
}

/**
 * The totals of exactly the rows the list is filtered to (the server sums them in one query). Asked again
 * whenever the filters or the search change; an answer for an older view is dropped.
 */
export function ListTotals({ resource, filters, search }: ListTotalsProps) {
  const [totals, setTotals] = useState<Totals | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify([filters, search.trim()]);
  useEffect(() => {
    let live = true;
    const [sentFilters, sentSearch] = JSON.parse(key) as [Filter[], string];
    callCommand(
      commandOf(resource, 'totals'),
      { filters: sentFilters, ...(sentSearch ? { search: sentSearch } : {}) },
      { report: false },
    ).then(
      (answer) => {
        if (!live) return;
        setTotals(answer);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [resource, key]);
  const t = useTexts(panelTexts);
  const locale = useLocale();
  const quantity = resource.totals ? resource.fields[resource.totals.quantity]?.label : undefined;
  return (
    <p className={styles.totals} role="status" aria-live="polite" aria-label={t.totalsOfList}>
      <strong>{t.totals}</strong>{' '}
      {failed
        ? t.totalsFailed
        : totals
          ? totalsParts(
              totals,
              {
                plural: resource.plural,
                label: resource.label,
                quantity: quantity ?? t.items,
              },
              t,
              locale,
            ).join(' · ')
          : t.addingUp}
    </p>
  );
}
