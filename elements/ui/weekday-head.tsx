import { weekdayNames } from '../../lib/calendar/month.ts';

/** A month grid's head: each day's short name, its whole name as the header's abbr (for screen readers). */
export function WeekdayHead({
  locale,
  weekStartsOn = 0,
  className,
}: {
  locale?: string;
  weekStartsOn?: number;
  className: string;
}) {
  const names = weekdayNames(locale, weekStartsOn, 'long');
  const shortNames = weekdayNames(locale, weekStartsOn, 'short');
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          <th key={name} scope="col" abbr={name} className={className}>
            {shortNames[index]}
          </th>
        ))}
      </tr>
    </thead>
  );
}
