import type { Locale } from '../i18n/locales.ts';
import { formatDateTime, formatTimestamp } from '../format/date.ts';

interface Saved {
  at: string;
}

/**
 * What each version is called (docs/behaviour.md, "Revisions"): when it was saved, to the minute; to the
 * second where two share a minute (in the view's locale); numbered where two share a second, so that no two read alike.
 */
export function revisionLabels(list: readonly Saved[], locale?: Locale): string[] {
  const count = (labels: readonly string[], label: string) =>
    labels.filter((other) => other === label).length;
  const minutes = list.map(({ at }) => formatDateTime(at, { locale }));
  const seconds = list.map(({ at }, index) =>
    count(minutes, minutes[index]!) > 1 ? formatTimestamp(at, { locale }) : minutes[index]!,
  );
  const seen = new Map<string, number>();
  // Numbered from the oldest, which the list gives last.
  return seconds
    .map((label, index) => ({ label, index }))
    .reverse()
    .map(({ label, index }) => {
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return { index, text: count(seconds, label) > 1 ? `${label} (${n})` : label };
    })
    .sort((a, b) => a.index - b.index)
    .map(({ text }) => text);
}
