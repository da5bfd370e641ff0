import { useEffect, useState } from 'react';
import { formatInteger } from '../../../lib/format/number.ts';
import { callCommand } from '../../../lib/api/api.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { HeldRecords, Resource } from '../../../lib/resources/define.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { loadResource } from '../../../lib/resource-views/loaders.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { rowId } from '../../../lib/resources/record-types.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import * as controls from '../../ui/controls.css.ts';

type Row = Record<string, unknown>;

/** Whether the delete may go ahead, what it sends besides the id, and what the user must do first. */
export interface HeldChoice {
  ready: boolean;
  extra: Row;
  missing: string | null;
  confirmLabel?: string;
}

// The schema's largest page: every other record is offered as the new home.
const OTHERS_LIMIT = 100;

/**
 * The delete dialog's slot for a record that holds another area's records (a bucket's images,
 * docs/behaviour.md#areas): it counts them, and when there are any asks which other record they move to.
 */
export function HeldRecordsChoice({
  resource,
  holds,
  row,
  onChange,
}: {
  resource: Resource;
  holds: HeldRecords;
  row: Row;
  onChange: (choice: HeldChoice) => void;
}) {
  const id = rowId(resource, row);
  const t = useTexts(panelTexts);
  const locale = useLocale();
  // The area's noun inside a sentence, in the panel's language (its localized definition).
  const one = resource.words.one;
  const { them, otherwise } = holds;
  const [count, setCount] = useState<number | null>(null);
  const [others, setOthers] = useState<{ value: string; label: string }[]>([]);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const counted = loadResource(holds.area).then(
      async (area) =>
        (
          (await callCommand(commandOf(area, 'list'), {
            limit: 1,
            filters: [{ field: holds.field, operator: '=', value: id }],
          })) as { count: number }
        ).count,
    );
    const listed = callCommand(commandOf(resource, 'list'), {
      limit: OTHERS_LIMIT,
      sort: resource.titleField,
      order: 'asc',
    }).then((answer) =>
      (answer as { list: Row[] }).list
        .filter((other) => other[resource.idKey] !== id)
        .map((other) => ({ value: String(other[resource.idKey]), label: recordName(resource, other) })),
    );
    Promise.all([counted, listed]).then(
      ([n, options]) => {
        if (!live) return;
        setCount(n);
        setOthers(options);
      },
      (error: Error) => live && setProblem(error.message),
    );
    return () => {
      live = false;
    };
  }, [resource, holds, id]);

  useEffect(() => {
    if (count === null) return;
    onChange(
      count === 0
        ? { ready: true, extra: {}, missing: null }
        : {
            ready: true,
            extra: target ? { move_to: Number(target) } : {},
            missing: target ? null : t.heldMoveTo({ one, them }),
            confirmLabel: t.moveAndDelete,
          },
    );
    // onChange is the dialog's setter: a new one each render, the same effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, target, one, them, t]);

  if (problem) return <p role="alert">{problem}</p>;
  if (count === null)
    return (
      <p role="status" className={controls.loading}>
        {t.countingHeld({ them })}
      </p>
    );
  if (count === 0) return null;
  const name = recordName(resource, row);
  const things = `${formatInteger(count, locale)} ${count === 1 ? holds.count : (holds.many ?? `${holds.count}s`)}`;
  return (
    <>
      <p>{t.holdsThings({ name, things, one, them })}</p>
      {others.length > 0 ? (
        <SelectField
          label={t.moveThemTo({ them })}
          placeholder={t.chooseOther({ one })}
          value={target}
          options={others}
          onChange={(event) => setTarget(event.target.value)}
        />
      ) : (
        <p>{t.noOther({ one, otherwise })}</p>
      )}
    </>
  );
}
