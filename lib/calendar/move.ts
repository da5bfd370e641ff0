import type { MoveTexts } from '../move/move-texts.ts';
import type { Caller, Resource } from '../resources/define.ts';
import { dayKey, dayLabel, moveToDay, type DayKey } from './month.ts';

export type MovePlan =
  | { kind: 'same' }
  | { kind: 'refused'; message: string }
  | { kind: 'move'; changes: Record<string, unknown>; announcement: string };

/**
 * What moving a record of a calendar area to another day amounts to: nothing (the same day), a refusal in
 * words (a record the area keeps read-only, or a time its rule refuses), or the update to send and what a
 * screen reader hears. The time of day stays; the server checks the same rules again.
 */
export function planMove(
  resource: Resource,
  record: Record<string, unknown>,
  day: DayKey,
  context: { caller: Caller; now: Date; name: string; locale?: string; t: MoveTexts },
): MovePlan {
  const { t } = context;
  const field = resource.calendar;
  if (!field) return { kind: 'refused', message: t.noCalendar({ plural: resource.plural }) };
  const current = String(record[field]);
  if (dayKey(new Date(current)) === day) return { kind: 'same' };
  if (resource.editable && !resource.editable(record, context.caller))
    return {
      kind: 'refused',
      message: resource.readOnlyNote ?? t.cannotChange({ one: resource.words.one }),
    };
  const next = moveToDay(current, day);
  const problem = resource.timeRule?.({ ...record, [field]: next }, context.now);
  if (problem) return { kind: 'refused', message: problem };
  return {
    kind: 'move',
    // Based on the version shown: a move over someone else's newer save answers 409 (docs/behaviour.md#conflicts).
    changes: { [resource.idKey]: record[resource.idKey], [field]: next, updated_at: record.updated_at },
    announcement: t.movedToDay({ name: context.name, day: dayLabel(day, context.locale) }),
  };
}
