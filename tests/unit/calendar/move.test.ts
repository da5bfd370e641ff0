process.env.TZ = 'America/Denver';

import { describe, expect, it } from 'vitest';
import { planMove } from '../../../lib/calendar/move.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { broadcast, schedulingProblem } from '../../../lib/resources/broadcast.ts';
import { contact } from '../../../lib/resources/contact.ts';

const now = new Date(2026, 10, 23, 12); // Monday 23 November 2026, noon
const caller = { id: 1, access: 3 };
const context = { caller, now, name: 'Gates open', locale: 'en-US', t: moveTexts('en').get() };
const record = (status: string, at: Date) => ({
  broadcast_id: 7,
  title: 'Gates open',
  status,
  scheduled_at: at.toISOString(),
});

describe('moving a broadcast on the calendar', () => {
  it('sends only the id and the new time, keeping the time of day, and says where it went', () => {
    const plan = planMove(
      broadcast,
      record('scheduled', new Date(2026, 10, 25, 8, 15)),
      '2026-11-27',
      context,
    );
    expect(plan).toEqual({
      kind: 'move',
      changes: { broadcast_id: 7, scheduled_at: new Date(2026, 10, 27, 8, 15).toISOString() },
      announcement: 'Moved “Gates open” to Friday, November 27, 2026.',
    });
  });

  it('does nothing on the same day', () => {
    expect(planMove(broadcast, record('draft', new Date(2026, 10, 25, 8)), '2026-11-25', context)).toEqual({
      kind: 'same',
    });
  });

  it('refuses a sent broadcast, and a scheduled one moved into the past', () => {
    expect(planMove(broadcast, record('sent', new Date(2026, 10, 20, 9)), '2026-11-19', context)).toEqual({
      kind: 'refused',
      message: 'This broadcast was sent: it is read-only',
    });
    expect(
      planMove(broadcast, record('scheduled', new Date(2026, 10, 25, 9)), '2026-11-22', context),
    ).toEqual({
      kind: 'refused',
      message: 'A scheduled broadcast must be in the future',
    });
  });

  it('lets a draft sit on a past day', () => {
    const plan = planMove(broadcast, record('draft', new Date(2026, 10, 25, 9)), '2026-11-02', context);
    expect(plan.kind).toBe('move');
  });

  it('refuses an area without a calendar', () => {
    expect(planMove(contact, { contact_id: 1 }, '2026-11-02', context).kind).toBe('refused');
  });
});

describe('when a broadcast may go out', () => {
  it('wants a scheduled one ahead and a sent one behind; drafts and cancelled ones anywhere', () => {
    const past = new Date(2026, 10, 1).toISOString();
    const future = new Date(2026, 11, 1).toISOString();
    expect(schedulingProblem({ status: 'scheduled', scheduled_at: past }, now)).toMatch(/future/);
    expect(schedulingProblem({ status: 'scheduled', scheduled_at: future }, now)).toBeNull();
    expect(schedulingProblem({ status: 'sent', scheduled_at: future }, now)).toMatch(
      /cannot be in the future/,
    );
    expect(schedulingProblem({ status: 'sent', scheduled_at: past }, now)).toBeNull();
    expect(schedulingProblem({ status: 'draft', scheduled_at: past }, now)).toBeNull();
    expect(schedulingProblem({ status: 'cancelled', scheduled_at: future }, now)).toBeNull();
  });
});
