// npm test: every suite, in two lanes that run side by side (docs/server.md, Tests). One after
// the other they took 55 minutes on the 2-core build machine; the end-to-end specs alone about 31, the checks
// with the server suites about 27. So the checks lane ends with a part of the end-to-end specs, which the
// browser lane leaves to it (tests/e2e/playwright.config.ts, E2E_PART), and both end at about the same time.
// A lane stops at its first failure; the other goes on, so one run reports every lane's result, and the
// run fails if either did.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

interface Stage {
  script: string;
  /** Set for this stage's run. */
  env?: Record<string, string>;
  /** Loads what the build writes under dist/: waits for the build, and fails without it. */
  built?: true;
}

const LANES: Record<string, readonly Stage[]> = {
  browser: [
    { script: 'build' },
    { script: 'test:browser', built: true },
    { script: 'test:e2e', env: { E2E_PART: 'browser' }, built: true },
  ],
  // Cheap checks first, so a type or lint fault shows within two minutes.
  checks: [
    { script: 'typecheck' },
    { script: 'lint' },
    { script: 'test:unit' },
    // After the unit suites: test:new-area writes an area's files into the repository for a while.
    { script: 'test:new-area' },
    { script: 'test:e2e', env: { E2E_PART: 'checks' }, built: true },
  ],
};

const stageName = ({ script, env }: Stage): string =>
  env?.E2E_PART ? `${script} (${env.E2E_PART})` : script;

interface StageResult {
  lane: string;
  stage: string;
  ok: boolean;
  seconds: number;
}

let builtOk: (ok: boolean) => void = () => {};
const built = new Promise<boolean>((done) => (builtOk = done));

function runStage(lane: string, { script, env }: Stage): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    // Each line carries its lane, since the two lanes' output interleaves.
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
    }
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

async function runLane(lane: string, stages: readonly Stage[]): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const stage of stages) {
    const start = performance.now();
    console.log(`[${lane}] ── npm run ${stageName(stage)}`);
    const buildMissing = stage.built && !(await built);
    if (buildMissing) console.log(`[${lane}] The build failed: nothing to test.`);
    const ok = !buildMissing && (await runStage(lane, stage));
    if (stage.script === 'build') builtOk(ok);
    results.push({
      lane,
      stage: stageName(stage),
      ok,
      seconds: Math.round((performance.now() - start) / 1000),
    });
    if (!ok) break;
  }
  return results;
}

const lanes = await Promise.all(Object.entries(LANES).map(([lane, stages]) => runLane(lane, stages)));
console.log('\nlane      stage                 result  seconds');
for (const { lane, stage, ok, seconds } of lanes.flat()) {
  console.log(`${lane.padEnd(9)} ${stage.padEnd(21)} ${(ok ? 'pass' : 'FAIL').padEnd(7)} ${seconds}`);
}
// A lane stops only at a failed stage, so a failure is always in the table.
process.exitCode = lanes.flat().some((result) => !result.ok) ? 1 : 0;
