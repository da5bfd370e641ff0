// The gate's own check of a scan, bundled into the bench's page (tests/bench/checkin.bench.ts): the check the
// gate screen runs (lib/checkin/check-code.ts: parse, the list's digest or the signature, the judge), the
// answer's words written into the page, and each admission kept in the copy as the gate keeps it.
import { answerText } from '../../lib/checkin/answer-text.ts';
import { checkCode } from '../../lib/checkin/check-code.ts';
import { saveScans, type DeviceCopy, type DeviceScan } from '../../lib/checkin/device-db.ts';
import { withAdmission } from '../../lib/checkin/judge.ts';
import { base64urlBytes } from '../../lib/checkin/signature.ts';
import { parseTicketCode, type TicketClaim } from '../../lib/tickets/code.ts';

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
  /** To the answer's words, the admission kept and the scan's IndexedDB write begun: all before a paint. */
  toSavedP95Ms: number;
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

/** What the gate does with an answer (lib/checkin/gate-store.ts, scanCode): an admission goes into the copy. */
const admitted = (copy: DeviceCopy, claim: TicketClaim | null, answer: string) =>
  claim && answer === 'admit'
    ? withAdmission(copy, claim.ticketId, 'Bench Gate', new Date().toISOString())
    : copy;

const scanOf = (code: string, answer: DeviceScan['answer']): DeviceScan => ({
  scan_id: crypto.randomUUID(),
  rodeo_id: 2,
  gate: 'Bench Gate',
  code,
  scanned_at: new Date().toISOString(),
  answer,
});

async function run({ copy: listed, codes, sample }: { copy: DeviceCopy; codes: string[]; sample: number }) {
  const verifyMs = await verifyCost(listed.public_key, codes.slice(0, sample));
  let copy = listed;
  let began = performance.now();
  // The first check of a page's life indexes the copy and imports the account's key.
  await checkCode(copy, codes.at(-1)!);
  const firstMs = performance.now() - began;
  // A decoded code to its answer on screen, as the gate does it: checked, its words in the page, the
  // admission kept in the copy and the scan written to IndexedDB's queue, then the next frame. Each is timed from the start of a frame, so the frame figure's floor is one frame.
  // The sample takes known and unknown codes alike (every tenth from the end, where the unknown ones are).
  const shown = document.body.appendChild(document.createElement('output'));
  const toDom: number[] = [];
  const toFrame: number[] = [];
  const toSaved: number[] = [];
  for (const code of codes.filter((_, index) => index % 10 === 0).slice(-100)) {
    await nextFrame();
    const start = performance.now();
    const { claim, reply } = await checkCode(copy, code);
    shown.textContent = answerText(reply).title;
    toDom.push(performance.now() - start);
    copy = admitted(copy, claim, reply.answer);
    const saved = claim && reply.answer !== 'forged' ? saveScans([scanOf(code, reply.answer)]) : undefined;
    toSaved.push(performance.now() - start);
    await nextFrame();
    toFrame.push(performance.now() - start);
    await saved;
  }
  const times: number[] = [];
  const answers: Record<string, number> = {};
  began = performance.now();
  for (const code of codes) {
    const start = performance.now();
    const { claim, reply } = await checkCode(copy, code);
    copy = admitted(copy, claim, reply.answer);
    times.push(performance.now() - start);
    answers[reply.answer] = (answers[reply.answer] ?? 0) + 1;
  }
  const oneByOneMs = performance.now() - began;
  const figures: GateFigures = {
    verifyMs,
    firstMs,
    oneByOneMs,
    checkP95Ms: p95(times),
    answers,
    toDomP95Ms: p95(toDom),
    toSavedP95Ms: p95(toSaved),
    toFrameP95Ms: p95(toFrame),
  };
  return figures;
}

(globalThis as unknown as { gateBench: typeof run }).gateBench = run;
