import { useId, useRef } from 'react';
import { niceMax, type DailyChart } from '../../../lib/capture/daily-chart.ts';
import { formatDate, toDate } from '../../../lib/format/date.ts';
import { titleIn } from '../../../lib/i18n/area-words.ts';
import { dateFormat } from '../../../lib/i18n/formats.ts';
import { intlLocale, type Locale } from '../../../lib/i18n/locales.ts';
import { captureArea } from '../../../lib/resources/capture.area.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { useAreaWords } from '../../ui/use-area-words.ts';
import { captureTexts } from './texts.ts';
import { CAPTURE_CHART_DAYS } from '../../../lib/resources/capture.ts';
import { Alert } from '../../ui/alert.tsx';
import * as controls from '../../ui/controls.css.ts';
import { useNarrow } from '../../ui/use-narrow.ts';
import { ListView } from '../../resource-panel/list/list-view.tsx';
import type { AddressedListProps } from '../../resource-panel/list/use-list-address.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';
import { useDailyChart } from './use-daily-chart.ts';

// Distinct in hue and lightness, each at least 3:1 against the white chart ground.
const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#57534e'];
const HEIGHT = 200;
// The drawing's width in its own units, and which day labels it shows. A phone draws it narrower in
// units, so that its labels keep their size on screen instead of shrinking with a 640-unit drawing to
// about 6 px, and shows every fourth day so that they stay apart.
const WIDE = { width: 640, every: 2, font: 11 };
const NARROW = { width: 340, every: 4, font: 12 };
const NARROW_BELOW = 560;
const LEFT = 32;
const BOTTOM = 22;

// A day without its year: 'Mar 14' in English as the spec writes it, else the locale's own short form.
const shortDay = (day: string, locale: Locale): string => {
  if (intlLocale(locale) === 'en') return formatDate(day).replace(/, \d{4}$/, '');
  const date = toDate(day);
  return date ? dateFormat(locale, { month: 'short', day: 'numeric' }).format(date) : '';
};

/** Stacked bars, one per day, one colour per form; drawn as SVG (no chart library: a few hundred bytes). */
function Chart({ chart, titleId, narrow }: { chart: DailyChart; titleId: string; narrow: boolean }) {
  const t = useTexts(captureTexts);
  const locale = useLocale();
  const { width: WIDTH, every, font } = narrow ? NARROW : WIDE;
  const scale = niceMax(chart.max);
  const slot = (WIDTH - LEFT) / chart.days.length;
  const y = (value: number) => HEIGHT - BOTTOM - (value / scale) * (HEIGHT - BOTTOM - 8);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={styles.chart}
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      {[0, scale / 2, scale].map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
          <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize={font} fill="#4b5563">
            {tick}
          </text>
        </g>
      ))}
      {chart.days.map((day, i) => {
        let base = 0;
        return (
          <g key={day}>
            {chart.series.map((series, s) => {
              const count = series.counts[i]!;
              if (count === 0) return null;
              const top = y(base + count);
              const height = y(base) - top;
              base += count;
              return (
                <rect
                  key={series.form}
                  x={LEFT + i * slot + slot * 0.18}
                  y={top}
                  width={slot * 0.64}
                  height={height}
                  fill={COLORS[s % COLORS.length]}
                >
                  <title>{t.ofForm({ day: shortDay(day, locale), count, form: series.form })}</title>
                </rect>
              );
            })}
            {(chart.days.length - 1 - i) % every === every - 1 && (
              <text
                x={LEFT + i * slot + slot / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={font}
                fill="#4b5563"
              >
                {shortDay(day, locale)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Captured Data: submissions per form per day over the last two weeks as a chart (with the same numbers
 * as a table for screen readers), then the latest submissions with filters, search and CSV export.
 */
export function CaptureDashboard({ resource, go, listState, onListState }: AddressedListProps) {
  const t = useTexts(captureTexts);
  const locale = useLocale();
  const words = useAreaWords();
  const [path, english] = captureArea.screens.dashboard;
  const titleId = useId();
  const chartId = useId();
  const { chart, error } = useDailyChart(resource);
  // The section is there from the start; the figure's box too, drawn once the numbers came.
  const section = useRef<HTMLElement>(null);
  const narrow = useNarrow(section, NARROW_BELOW);
  const total = chart?.series.reduce((sum, series) => sum + series.total, 0) ?? 0;

  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby={titleId} ref={section}>
        <h1 id={titleId} className={styles.title}>
          {titleIn(words ?? null, path, english)}
        </h1>
        {error && <Alert tone="error">{error}</Alert>}
        {!chart && !error && (
          <figure className={styles.figure}>
            <p role="status" className={controls.loading}>
              {t.loading}
            </p>
            {/* The chart's box, empty: the submissions below stay put when it is drawn. */}
            <svg
              viewBox={`0 0 ${(narrow ? NARROW : WIDE).width} ${HEIGHT}`}
              className={styles.chart}
              aria-hidden="true"
              focusable="false"
            />
          </figure>
        )}
        {chart && (
          <figure className={styles.figure}>
            <figcaption id={chartId} className={styles.lead}>
              {t.perDayOver({ days: CAPTURE_CHART_DAYS, total })}
            </figcaption>
            {chart.series.length === 0 ? (
              <p>{t.noneIn({ days: CAPTURE_CHART_DAYS })}</p>
            ) : (
              <>
                <Chart chart={chart} titleId={chartId} narrow={narrow} />
                <ul className={styles.chartLegend} aria-label={t.forms}>
                  {chart.series.map((series, s) => (
                    <li key={series.form} className={styles.legendItem}>
                      <svg width="12" height="12" aria-hidden="true" focusable="false">
                        <rect width="12" height="12" rx="2" fill={COLORS[s % COLORS.length]} />
                      </svg>
                      {series.form}: {series.total}
                    </li>
                  ))}
                </ul>
                {/* A table keeps its content's width whatever its own: the wrapper is what gets hidden. */}
                <div className={controls.visuallyHidden}>
                  <table>
                    <caption>{t.perDay}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.day}</th>
                        {chart.series.map((series) => (
                          <th key={series.form} scope="col" data-record>
                            {series.form}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {chart.days.map((day, i) => (
                        <tr key={day}>
                          <th scope="row">
                            <time dateTime={day}>{formatDate(day, { locale })}</time>
                          </th>
                          {chart.series.map((series) => (
                            <td key={series.form}>{series.counts[i]}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </figure>
        )}
      </section>
      <ListView resource={resource} go={go} listState={listState} onListState={onListState} />
    </div>
  );
}
