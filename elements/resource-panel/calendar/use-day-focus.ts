import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, monthOf, stepFor, type DayKey } from '../../../lib/calendar/month.ts';
import { useNodes } from '../move/use-nodes.ts';
import type { CalendarData } from './use-calendar.ts';

/**
 * The one day of the grid in the tab order (a roving tab stop): the arrow keys move it from day to day,
 * into the next or previous month when they leave this one.
 */
export function useDayFocus({ today, month, weeks, showMonth }: CalendarData) {
  const [activeDay, setActiveDay] = useState<DayKey>(today);
  // The day the arrow keys went to: focused once its button is on screen (another month's may not be yet).
  const focusDay = useRef<DayKey | null>(null);
  const buttons = useNodes<DayKey, HTMLButtonElement>();
  const shown = (day: DayKey) => weeks.some((week) => week.includes(day));

  useLayoutEffect(() => {
    const button = focusDay.current === null ? undefined : buttons.get(focusDay.current);
    if (!button) return;
    button.focus();
    focusDay.current = null;
  });

  const onKeyDown = (day: DayKey, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey || event.altKey || event.ctrlKey ? null : stepFor(event.key);
    if (step === null) return;
    event.preventDefault();
    const next = addDays(day, step);
    focusDay.current = next;
    setActiveDay(next);
    if (!shown(next)) showMonth(monthOf(next));
  };

  return {
    ref: buttons.ref,
    // The tab stop stays on the shown month: today in today's month, else the 1st, unless arrows moved it.
    tabDay: shown(activeDay) ? activeDay : monthOf(today) === month ? today : month,
    onKeyDown,
    onFocus: setActiveDay,
  };
}
