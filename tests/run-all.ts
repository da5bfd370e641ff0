// npm test: every suite, in two lanes that run side by side (docs/server.md, Tests). One after
// the other they took 55 minutes on the 2-core build machine; the end-to-end lane alone is about 33, and the
// checks with the server suites (about 23) keep the second core busy meanwhile. A lane stops at its first
// failure; the other goes on, so one run reports every lane's result, and the run fails if either did.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const LANES: Record<string, readonly string[]> = {
  // The build first: the browser and end-to-end suites load what it writes under dist/.
  browser: ['build', 'test:browser', 'test:e2e'],
  // Cheap checks first, so a type or lint fault shows within two minutes.
  checks: ['typecheck', 'lint', 'test:unit', 'test:new-area'],
};

interface StageResult {
  lane: string;
  stage: string;
  ok: boolean;
  seconds: number;
}

function runStage(lane: string, stage: string): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Each line carries its lane, since the two lanes' output interleaves.
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
    }
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

async function runLane(lane: string, stages: readonly string[]): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const stage of stages) {
    const start = performance.now();
    console.log(`[${lane}] ── npm run ${stage}`);
    const ok = await runStage(lane, stage);
    results.push({ lane, stage, ok, seconds: Math.round((performance.now() - start) / 1000) });
    if (!ok) break;
  }
  return results;
}

const lanes = await Promise.all(Object.entries(LANES).map(([lane, stages]) => runLane(lane, stages)));
console.log('\nlane      stage          result  seconds');
for (const { lane, stage, ok, seconds } of lanes.flat()) {
  console.log(`${lane.padEnd(9)} ${stage.padEnd(14)} ${(ok ? 'pass' : 'FAIL').padEnd(7)} ${seconds}`);
}
// A lane stops only at a failed stage, so a failure is always in the table.
process.exitCode = lanes.flat().some((result) => !result.ok) ? 1 : 0;
