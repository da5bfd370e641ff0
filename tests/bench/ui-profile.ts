// BENCH_UI_PROFILE=1 (tests/bench/ui.bench.ts): where one cold load's main-thread time goes, from a CPU
// profile of the page (Chromium's DevTools protocol): self time by script and the functions that took most,
// and the profile itself in the system's temporary folder.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts sampling the page's main thread; the returned function stops and prints the summary. */
export async function profileLoad(page: Page): Promise<() => Promise<void>> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    // The whole profile too, for DevTools' Performance panel or a flame graph.
    const file = join(tmpdir(), `ui-load-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const bySource = new Map<string, number>();
    const byFunction = new Map<string, number>();
    // Each 50 ms of the load: how busy the thread was and with which script most.
    const windows = new Map<number, Map<string, number>>();
    let at = 0;
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      at += ms;
      if (!frame) return;
      const source = frame.url.replace(/^.*\//, '') || `(${frame.functionName || 'native'})`;
      const window = windows.get(Math.floor(at / 50)) ?? new Map<string, number>();
      window.set(source, (window.get(source) ?? 0) + ms);
      windows.set(Math.floor(at / 50), window);
      bySource.set(source, (bySource.get(source) ?? 0) + ms);
      const name = `${frame.functionName || '(anonymous)'} ${source}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    });
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
        .join('\n');
    const busy = [...windows].map(([index, window]) => {
      const work = [...window].filter(([source]) => source !== '((idle))');
      const total = work.reduce((sum, [, ms]) => sum + ms, 0);
      const [most = ''] = work.sort((a, b) => b[1] - a[1])[0] ?? [];
      return `    ${String(index * 50).padStart(5)} ms  busy ${total.toFixed(0).padStart(2)} ms  ${most}`;
    });
    console.log(`  profile: ${file}`);
    console.log(`  by 50 ms since profiling began:\n${busy.join('\n')}`);
    console.log(`  self time by script:\n${top(bySource, 15)}\n  by function:\n${top(byFunction, 25)}`);
    await session.detach();
  };
}
