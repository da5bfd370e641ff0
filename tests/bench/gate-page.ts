// The gate's own check of a scan, bundled into the bench's page (tests/bench/checkin.bench.ts): the check the
// gate screen runs (lib/checkin/check-code.ts: parse, the list's digest or the signature, the judge), then
// the answer's words written into the page.
import { answerText } from '../../lib/checkin/answer-text.ts';
import { checkCode } from '../../lib/checkin/check-code.ts';
import type { DeviceCopy } from '../../lib/checkin/device-db.ts';
import { base64urlBytes } from '../../lib/checkin/signature.ts';
import { parseTicketCode } from '../../lib/tickets/code.ts';

const p95 = (times: number[]) => times.sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export interface GateFigures {
  /** WebCrypto Ed25519 alone, one verify after another, a check. */
  verifyMs: number;
  firstMs: number;
  oneByOneMs: number;
  checkP95Ms: number;
  answers: Record<string, number>;
  toDomP95Ms: number;
  toFrameP95Ms: number;
}

/** The raw cost of one Ed25519 verify, a key imported and the inputs decoded beforehand. */
async function verifyCost(publicKey: string, codes: string[]): Promise<number> {
  const key = await crypto.subtle.importKey('raw', base64urlBytes(publicKey)!, 'Ed25519', false, ['verify']);
  const encoder = new TextEncoder();
  const inputs = codes.map((code) => {
    const claim = parseTicketCode(code)!;
    return [base64urlBytes(claim.signature)!, encoder.encode(claim.signed)] as const;
  });
  const began = performance.now();
  for (const [signature, signed] of inputs) await crypto.subtle.verify('Ed25519', key, signature, signed);
  return (performance.now() - began) / inputs.length;
}

async function run({ copy, codes, sample }: { copy: DeviceCopy; codes: string[]; sample: number }) {
  const verifyMs = await verifyCost(copy.public_key, codes.slice(0, sample));
  let began = performance.now();
  // The first check of a page's life indexes the copy and imports the account's key.
  await checkCode(copy, codes.at(-1)!);
  const firstMs = performance.now() - began;
  const times: number[] = [];
  const answers: Record<string, number> = {};
  began = performance.now();
  for (const code of codes) {
    const start = performance.now();
    const { answer } = (await checkCode(copy, code)).reply;
    times.push(performance.now() - start);
    answers[answer] = (answers[answer] ?? 0) + 1;
  }
  const oneByOneMs = performance.now() - began;
  // A decoded code to its answer on screen: judged, its words in the page, and the next frame begun. The
  // sample takes known and unknown codes alike (every tenth from the end, where the unknown ones are).
  const shown = document.body.appendChild(document.createElement('output'));
  const toDom: number[] = [];
  const toFrame: number[] = [];
  for (const code of codes.filter((_, index) => index % 10 === 0).slice(-100)) {
    await nextFrame();
    const start = performance.now();
    shown.textContent = answerText((await checkCode(copy, code)).reply).title;
    toDom.push(performance.now() - start);
    await nextFrame();
    toFrame.push(performance.now() - start);
  }
  const figures: GateFigures = {
    verifyMs,
    firstMs,
    oneByOneMs,
    checkP95Ms: p95(times),
    answers,
    toDomP95Ms: p95(toDom),
    toFrameP95Ms: p95(toFrame),
  };
  return figures;
}

(globalThis as unknown as { gateBench: typeof run }).gateBench = run;
