// The gate's own check of a scan, bundled into the bench's page (tests/bench/checkin.bench.ts): the code's
// parser, the signature check and the judge the gate screen runs (lib/checkin), then the answer's words
// written into the page.
import { answerText } from '../../lib/checkin/answer-text.ts';
import type { DeviceCopy } from '../../lib/checkin/device-db.ts';
import { judgeScan } from '../../lib/checkin/judge.ts';
import { signedBy } from '../../lib/checkin/signature.ts';
import { parseTicketCode } from '../../lib/tickets/code.ts';

const check = async (copy: DeviceCopy, code: string) => {
  const claim = parseTicketCode(code);
  return judgeScan(copy, claim, !!claim && (await signedBy(copy.public_key, claim)));
};

const p95 = (times: number[]) => times.sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export interface GateFigures {
  firstMs: number;
  oneByOneMs: number;
  checkP95Ms: number;
  chunkedMs: number;
  chunk: number;
  toDomP95Ms: number;
  toFrameP95Ms: number;
  admitted: number;
}

async function run({ copy, codes, chunk }: { copy: DeviceCopy; codes: string[]; chunk: number }) {
  let began = performance.now();
  // The first check of a page's life imports the account's key.
  await check(copy, codes[0]!);
  const firstMs = performance.now() - began;
  const times: number[] = [];
  let admitted = 0;
  began = performance.now();
  for (const code of codes) {
    const start = performance.now();
    if ((await check(copy, code)).answer === 'admit') admitted += 1;
    times.push(performance.now() - start);
  }
  const oneByOneMs = performance.now() - began;
  began = performance.now();
  for (let start = 0; start < codes.length; start += chunk)
    await Promise.all(codes.slice(start, start + chunk).map((code) => check(copy, code)));
  const chunkedMs = performance.now() - began;
  // A decoded code to its answer on screen: judged, its words in the page, and the next frame begun.
  const shown = document.body.appendChild(document.createElement('output'));
  const toDom: number[] = [];
  const toFrame: number[] = [];
  for (const code of codes.slice(0, 100)) {
    await nextFrame();
    const start = performance.now();
    shown.textContent = answerText(await check(copy, code)).title;
    toDom.push(performance.now() - start);
    await nextFrame();
    toFrame.push(performance.now() - start);
  }
  const figures: GateFigures = {
    firstMs,
    oneByOneMs,
    checkP95Ms: p95(times),
    chunkedMs,
    chunk,
    toDomP95Ms: p95(toDom),
    toFrameP95Ms: p95(toFrame),
    admitted,
  };
  return figures;
}

(globalThis as unknown as { gateBench: typeof run }).gateBench = run;
