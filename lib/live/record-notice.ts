import { relativeTime } from '../format/relative-time.ts';
import type { Locale } from '../i18n/locales.ts';
import type { LiveChange, LiveHere } from '../protocol/live.ts';
import type { LiveTexts } from './live-texts.ts';

// docs/behaviour.md#live-changes: what an edit screen says of colleagues, in their words and the user's
// language (`t`, lib/live/live-texts.ts).

/** A colleague's change to the record being edited: what happened, when, and what to do. */
export function changedNotice(
  change: LiveChange,
  one: string,
  t: LiveTexts,
  now = Date.now(),
  locale: Locale = 'en',
): string {
  const words = { who: change.by?.name || t.someone, one, when: relativeTime(change.at, now, locale) };
  return change.action === 'delete' || change.updated_at === null ? t.deleted(words) : t.changed(words);
}

/** Who else has the record open; undefined when nobody. */
export function presenceNotice(others: LiveHere['others'], one: string, t: LiveTexts): string | undefined {
  const [first, second] = others.map((other) => other.name);
  if (first === undefined) return undefined;
  if (second === undefined) return t.oneAlsoOpen({ list: first, one });
  const list =
    others.length === 2
      ? t.twoNames({ first, second })
      : t.moreNames({ first, second, more: others.length - 2 });
  return t.severalAlsoOpen({ list, one });
}
