import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Revision } from '../../../lib/protocol/revision.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { revisionDiff, type DiffPart } from '../../../lib/revisions/diff.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import * as list from '../../ui/list/list.css.ts';
import * as styles from '../common/styles.css.ts';
import * as trail from './record-trail.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { historyTexts } from './texts.ts';

export interface Comparison {
  from: number;
  to: number;
}

/** One side of a field's change: the words both share, and the ones only this side has, marked. */
const Side = ({ parts, kind }: { parts: readonly DiffPart[]; kind: 'added' | 'removed' }) => (
  <>
    {parts.map((part, index) =>
      part.kind === 'same' ? (
        <span key={index}>{part.text}</span>
      ) : part.kind !== kind ? null : kind === 'added' ? (
        <ins key={index} className={trail.added}>
          {part.text}
        </ins>
      ) : (
        <del key={index} className={trail.removed}>
          {part.text}
        </del>
      ),
    )}
  </>
);

/**
 * Two versions side by side (docs/behaviour.md, "Revisions"): any two picked from the list, each changed
 * field in form order, the older's removed words struck through and the newer's added words underlined.
 */
export function RevisionCompare({
  resource,
  revisions,
  labels,
  comparison,
  onChange,
  onClose,
}: {
  resource: Resource;
  revisions: readonly Revision[];
  labels: readonly string[];
  comparison: Comparison;
  onChange: (comparison: Comparison) => void;
  onClose: () => void;
}) {
  const t = useTexts(historyTexts);
  const region = useRef<HTMLElement>(null);
  // It opens from a version's button: focus follows, so the keyboard starts at what was asked for.
  useEffect(() => region.current?.focus(), []);
  const byId = (id: number) => revisions.find((revision) => revision.revision_id === id);
  const labelOf = (id: number) =>
    labels[revisions.findIndex((revision) => revision.revision_id === id)] ?? '';
  const from = byId(comparison.from);
  const to = byId(comparison.to);
  const options = revisions.map((revision, index) => ({
    value: String(revision.revision_id),
    label: index === 0 ? t.currentOption({ label: labels[index]! }) : labels[index]!,
  }));
  const diffs = from && to ? revisionDiff(from.data, to.data, resource.fields) : [];
  return (
    <section ref={region} tabIndex={-1} className={trail.compare} aria-label={t.compareVersions}>
      <div className={styles.toolbar}>
        <SelectField
          label={t.olderVersion}
          value={String(comparison.from)}
          options={options}
          onChange={(event) => onChange({ ...comparison, from: Number(event.currentTarget.value) })}
        />
        <SelectField
          label={t.newerVersion}
          value={String(comparison.to)}
          options={options}
          onChange={(event) => onChange({ ...comparison, to: Number(event.currentTarget.value) })}
        />
        <Button icon={X} onClick={onClose}>
          {t.closeComparison}
        </Button>
      </div>
      <p className={trail.meta}>
        {t.diffLegendStart}
        <del className={trail.removed}>{t.struckThrough}</del>
        {t.diffLegendMiddle}
        <ins className={trail.added}>{t.underlined}</ins>.
      </p>
      {comparison.from === comparison.to ? (
        <p className={trail.meta}>{t.sameVersion}</p>
      ) : diffs.length === 0 ? (
        <p className={trail.meta}>{t.noDifference}</p>
      ) : (
        <div className={list.scroller}>
          <table className={list.table}>
            <thead>
              <tr>
                <th scope="col" className={trail.compareHead}>
                  {t.field}
                </th>
                <th scope="col" className={trail.compareHead}>
                  {labelOf(comparison.from)}
                </th>
                <th scope="col" className={trail.compareHead}>
                  {labelOf(comparison.to)}
                </th>
              </tr>
            </thead>
            <tbody>
              {diffs.map((diff) => (
                <tr key={diff.field}>
                  <th scope="row" className={trail.compareField}>
                    {resource.fields[diff.field]?.label ?? diff.field}
                  </th>
                  <td className={trail.compareCell}>
                    <Side parts={diff.parts} kind="removed" />
                  </td>
                  <td className={trail.compareCell}>
                    <Side parts={diff.parts} kind="added" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
