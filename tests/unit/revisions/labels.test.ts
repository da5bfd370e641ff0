import { expect, it } from 'vitest';
import { revisionLabels } from '../../../lib/revisions/labels.ts';
import { formatDateTime, formatTimestamp } from '../../../lib/format/date.ts';

it('names versions by their minute, by the second where two share one, numbered where two share that', () => {
  const list = [
    { at: '2026-03-01T10:05:30.500Z' },
    { at: '2026-03-01T10:05:30.100Z' },
    { at: '2026-03-01T10:05:10.000Z' },
    { at: '2026-03-01T09:00:00.000Z' },
  ];
  const labels = revisionLabels(list);
  const second = formatTimestamp(list[0]!.at);
  expect(labels).toEqual([
    `${second} (2)`,
    `${second} (1)`,
    formatTimestamp(list[2]!.at),
    formatDateTime(list[3]!.at),
  ]);
  expect(new Set(labels).size).toBe(list.length);
});
