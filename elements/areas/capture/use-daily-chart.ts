import { useEffect, useRef, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { dailyChart, type DailyChart } from '../../../lib/capture/daily-chart.ts';
import { GLANCE_GAP_MS } from '../../../lib/dashboard/glance.ts';
import { CAPTURE_CHART_DAYS, type CaptureDaily } from '../../../lib/resources/capture.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { captureTexts } from './texts.ts';
import { useLiveReread } from '../../resource-panel/live/use-live-reread.ts';

/**
 * Captured Data's chart, read again as submissions arrive on the page's stream, at most once a second as
 * the dashboard's counts are (docs/behaviour.md#live-changes): a busy form posts many a second.
 */
export function useDailyChart(resource: Resource): { chart: DailyChart | null; error: string | null } {
  const t = useTexts(captureTexts);
  const [chart, setChart] = useState<DailyChart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const shown = useRef(false);
  useEffect(() => {
    let live = true;
    callCommand(commandOf(resource, 'daily'), {}, { report: false }).then(
      (answer) => {
        if (!live) return;
        shown.current = true;
        setChart(dailyChart((answer as CaptureDaily).days, CAPTURE_CHART_DAYS));
      },
      // A failed re-read is quiet and keeps the chart on screen, as the dashboard's counts do.
      (failure: Error) => {
        if (live && !shown.current) setError(failure.message);
      },
    );
    return () => {
      live = false;
    };
  }, [resource, reads]);
  useLiveReread([resource.name], () => setReads((count) => count + 1), { gapMs: GLANCE_GAP_MS });
  // A failure without a message of its own says so in the view's language.
  return { chart, error: error === null ? null : error || t.chartFailed };
}
