import { dashboardTexts } from '../../../host-app/screens/dashboard/texts.ts';
import { describe, expect, it } from 'vitest';
import {
  changesSinceLine,
  FIRST_VISIT_WINDOW_MS,
  isFirstVisit,
  lastVisit,
} from '../../../lib/dashboard/last-visit.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};
const at = (iso: string) => Date.parse(iso);

describe('lastVisit', () => {
  it('counts a first visit from a week ago, and the next session from the visit before', () => {
    const kept = memory();
    const monday = at('2026-11-23T08:00:00Z');
    expect(lastVisit(7, monday, kept, memory())).toBe(new Date(monday - FIRST_VISIT_WINDOW_MS).toISOString());
    expect(lastVisit(7, at('2026-11-24T08:00:00Z'), kept, memory())).toBe('2026-11-23T08:00:00.000Z');
  });

  it('keeps one window through a tab session, and one per user', () => {
    const kept = memory();
    const held = memory();
    lastVisit(7, at('2026-11-23T08:00:00Z'), kept, memory());
    const morning = lastVisit(7, at('2026-11-24T08:00:00Z'), kept, held);
    expect(lastVisit(7, at('2026-11-24T15:00:00Z'), kept, held)).toBe(morning);
    expect(lastVisit(8, at('2026-11-24T15:00:00Z'), kept, held)).not.toBe(morning);
  });

  it('ignores a stored value it cannot read or that lies in the future', () => {
    const kept = memory();
    kept.setItem('console:last-visit:7', 'soon');
    const now = at('2026-11-24T08:00:00Z');
    expect(lastVisit(7, now, kept, memory())).toBe(new Date(now - FIRST_VISIT_WINDOW_MS).toISOString());
    kept.setItem('console:last-visit:7', '2030-01-01T00:00:00Z');
    expect(lastVisit(7, now, kept, memory())).toBe(new Date(now - FIRST_VISIT_WINDOW_MS).toISOString());
  });

  it('works without storage', () => {
    const now = at('2026-11-24T08:00:00Z');
    expect(lastVisit(7, now, undefined, undefined)).toBe(new Date(now - FIRST_VISIT_WINDOW_MS).toISOString());
  });

  it('names no date on a first visit, which may be before the data existed, and the visit after', () => {
    const kept = memory();
    const held = memory();
    const since = lastVisit(7, at('2026-11-23T08:00:00Z'), kept, held);
    expect(isFirstVisit(7, held)).toBe(true);
    expect(changesSinceLine(since, isFirstVisit(7, held), () => 'a date', dashboardTexts('en').get())).toBe(
      'Your first visit in this browser: changes of the last 7 days.',
    );
    const nextHeld = memory();
    const next = lastVisit(7, at('2026-11-24T08:00:00Z'), kept, nextHeld);
    expect(isFirstVisit(7, nextHeld)).toBe(false);
    expect(changesSinceLine(next, isFirstVisit(7, nextHeld), (iso) => iso, dashboardTexts('en').get())).toBe(
      'Changes since 2026-11-23T08:00:00.000Z',
    );
  });
});
