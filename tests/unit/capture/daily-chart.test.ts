import { describe, expect, it } from 'vitest';
import { dailyChart, niceMax } from '../../../lib/capture/daily-chart.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('the Captured Data chart', () => {
  it('has every day of the span, zeros included, one series per form, busiest first', () => {
    const chart = dailyChart(
      [
        { form: 'newsletter', day: '2026-11-21', count: 2 },
        { form: 'waitlist', day: '2026-11-21', count: 5 },
        { form: 'newsletter', day: '2026-11-23', count: 4 },
        { form: 'newsletter', day: '2026-11-01', count: 99 },
      ],
      4,
      NOW,
    );
    expect(chart.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(chart.series).toEqual([
      { form: 'newsletter', counts: [0, 2, 0, 4], total: 6 },
      { form: 'waitlist', counts: [0, 5, 0, 0], total: 5 },
    ]);
    expect(chart.max).toBe(7);
    expect(dailyChart([], 3, NOW)).toEqual({
      days: ['2026-11-21', '2026-11-22', '2026-11-23'],
      series: [],
      max: 0,
    });
  });

  it('rounds the scale up to a friendly number', () => {
    expect([0, 1, 3, 7, 11, 23, 60, 101].map(niceMax)).toEqual([1, 1, 5, 10, 20, 25, 100, 200]);
  });
});
