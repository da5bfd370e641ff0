import { map } from 'nanostores';
import { callCommand } from '../api/api.ts';
import { checkinCommands, SYNC_SCANS_MAX } from '../protocol/ticket.ts';
import { parseTicketCode } from '../tickets/code.ts';
import type { Shown } from './answer-text.ts';
import { checkCode } from './check-code.ts';
import { displacedScans } from './displaced.ts';
import { readCopy, saveCopy, saveScans, scansOf, type DeviceCopy, type DeviceScan } from './device-db.ts';
import { storedGateName } from './gate-name.ts';
import { gateEnglish, type GateTexts } from './gate-texts.ts';
import { listedTicket, withAdmission } from './judge.ts';

/**
 * Why the gate has no copy: the server refused or failed (with its reason's title when it gave one), or the
 * device has had no signal since the screen first opened.
 */
export type GateProblem = { kind: 'not-loaded'; title?: string } | { kind: 'no-copy' };

/** A problem in words (lib/checkin/gate-texts.ts; English when none is given). */
export const problemText = (problem: GateProblem, t: GateTexts = gateEnglish()): string =>
  problem.kind === 'no-copy' ? t.noCopyYet : (problem.title ?? t.notLoaded);

export interface GateState {
  rodeoId: number | null;
  /** This device's gate (gate-name.ts); none chosen yet: null, and the screen asks for it. */
  gate: string | null;
  /** The rodeo's tickets and the account's key, as last loaded; null until the device has had a signal once. */
  copy: DeviceCopy | null;
  /** Why there is no copy to scan against; the view says it in its language (problemText). */
  problem: GateProblem | null;
  /** The answer on screen. */
  shown: Shown | null;
  /** Scans made here that the server has not recorded yet. */
  waiting: number;
  online: boolean;
  syncing: boolean;
}

const CLOSED: GateState = {
  rodeoId: null,
  gate: null,
  copy: null,
  problem: null,
  shown: null,
  waiting: 0,
  online: true,
  syncing: false,
};

/** The gate screen's state (docs/tickets.md, the gate): every scan is judged on the device, then synced. */
export const $gate = map<GateState>(CLOSED);

// This rodeo's scans, as stored in IndexedDB: the queue is those without a result.
let scans: DeviceScan[] = [];
let syncing: Promise<void> | undefined;

const waitingCount = () => scans.filter((scan) => !scan.result).length;

/**
 * The copy with the admissions of this device's scans that it does not show yet. An admission made here is
 * kept in the scan queue, not by writing the whole copy to IndexedDB again: that write held the answer off
 * the screen for hundreds of milliseconds on a phone (docs/performance.md, gate check-in). A ticket the copy
 * already shows admitted keeps the copy's admission (the server's, when another gate was first).
 */
function withScans(copy: DeviceCopy): DeviceCopy {
  let held = copy;
  for (const scan of scans) {
    const ticketId = scan.answer === 'admit' ? parseTicketCode(scan.code)?.ticketId : undefined;
    if (ticketId !== undefined && !listedTicket(held, ticketId)?.admitted_at)
      held = withAdmission(held, ticketId, scan.gate, scan.scanned_at);
  }
  return held;
}

/** Keeps a copy the server sent in IndexedDB, and on screen with this device's admissions (withScans). */
async function keepCopy(copy: DeviceCopy): Promise<void> {
  $gate.setKey('copy', withScans(copy));
  await saveCopy(copy);
}

/** Records what the server answered; a scan let in here that the server gave to an earlier one is told. */
async function applyResults(
  results: readonly (Omit<Shown, 'answer'> & { scan_id: string; answer: string })[],
) {
  const byId = new Map(results.map((result) => [result.scan_id, result]));
  const synced: DeviceScan[] = [];
  for (const scan of scans) {
    const result = byId.get(scan.scan_id);
    if (!result) continue;
    scan.result = result.answer as DeviceScan['answer'];
    synced.push(scan);
    if (scan.answer === 'admit' && result.answer === 'already_admitted') {
      const { scan_id: _, answer: __, ...about } = result;
      $gate.setKey('shown', { ...about, answer: 'duplicate' });
    }
  }
  await saveScans(synced);
}

/** A scan let in here whose admission an earlier scan elsewhere took over since: the gate is told. */
async function tellDisplaced(copy: DeviceCopy): Promise<void> {
  const displaced = displacedScans(scans, copy);
  for (const scan of displaced) {
    scan.result = 'already_admitted';
    const ticket = copy.tickets.find(
      (candidate) => candidate.ticket_id === parseTicketCode(scan.code)?.ticketId,
    );
    $gate.setKey('shown', {
      answer: 'duplicate',
      ticket_id: ticket?.ticket_id,
      admission: ticket?.admission,
      admitted_at: ticket?.admitted_at ?? undefined,
      admitted_gate: ticket?.admitted_gate ?? undefined,
    });
  }
  await saveScans(displaced);
}

async function runSync(rodeoId: number): Promise<void> {
  $gate.setKey('syncing', true);
  try {
    const pending = scans.filter((scan) => !scan.result);
    // One gate per call (the gate is the device's; a rename leaves older scans under the old name).
    for (const gate of new Set(pending.map((scan) => scan.gate))) {
      const ofGate = pending.filter((scan) => scan.gate === gate);
      for (let start = 0; start < ofGate.length; start += SYNC_SCANS_MAX) {
        const batch = ofGate.slice(start, start + SYNC_SCANS_MAX);
        const { results } = await callCommand(
          checkinCommands.sync,
          {
            rodeo_id: rodeoId,
            gate,
            scans: batch.map(({ scan_id, code, scanned_at }) => ({ scan_id, code, scanned_at })),
          },
          { report: false },
        );
        await applyResults(results);
        $gate.setKey('waiting', waitingCount());
      }
    }
    // Only once the queue is in: the server's copy then holds every admission made here.
    const copy = await callCommand(checkinCommands.tickets, { rodeo_id: rodeoId }, { report: false });
    await keepCopy(copy);
    await tellDisplaced(copy);
    $gate.setKey('problem', null);
  } catch (error) {
    // No signal (or the server refused): the queue stays for the next sync.
    if (!$gate.get().copy) {
      $gate.setKey(
        'problem',
        navigator.onLine
          ? { kind: 'not-loaded', title: (error as { title?: string }).title }
          : { kind: 'no-copy' },
      );
    }
  } finally {
    $gate.setKey('syncing', false);
  }
}

/** Sends the queue and takes a fresh copy; one sync at a time, a call during one waits for it. */
export function syncGate(): Promise<void> {
  const { rodeoId } = $gate.get();
  if (rodeoId === null) return Promise.resolve();
  syncing ??= runSync(rodeoId).finally(() => {
    syncing = undefined;
  });
  return syncing;
}

const onOnline = () => {
  $gate.setKey('online', true);
  void syncGate();
};
const onOffline = () => $gate.setKey('online', false);

/**
 * Opens the gate of a rodeo from the device's copy and queue, then syncs when there is a signal and again
 * each time it returns. Returns the function that closes it.
 */
export function openGate(rodeoId: number): () => void {
  scans = [];
  $gate.set({ ...CLOSED, rodeoId, gate: storedGateName(), online: navigator.onLine });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  void (async () => {
    const [copy, stored] = await Promise.all([readCopy(rodeoId), scansOf(rodeoId)]);
    if ($gate.get().rodeoId !== rodeoId) return;
    scans = stored.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
    $gate.set({ ...$gate.get(), copy: copy ? withScans(copy) : null, waiting: waitingCount() });
    await syncGate();
  })();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    $gate.set(CLOSED);
  };
}

export const setGate = (gate: string): void => $gate.setKey('gate', gate);

/**
 * Answers a scanned or typed code at once from the device's copy, keeps the scan in the queue (a forged
 * code tells the server nothing) and syncs it when there is a signal.
 */
export async function scanCode(code: string): Promise<void> {
  const { copy, gate, rodeoId } = $gate.get();
  if (!copy || !gate || rodeoId === null) return;
  const { claim, reply } = await checkCode(copy, code);
  $gate.setKey('shown', reply);
  if (!claim || reply.answer === 'forged') return;
  const scan: DeviceScan = {
    scan_id: crypto.randomUUID(),
    rodeo_id: rodeoId,
    gate,
    code: code.trim(),
    scanned_at: new Date().toISOString(),
    answer: reply.answer,
  };
  if (reply.answer === 'admit')
    $gate.setKey('copy', withAdmission(copy, claim.ticketId, gate, scan.scanned_at));
  // In the queue before any await: a copy a sync brings meanwhile gets this admission (withScans).
  scans.push(scan);
  await saveScans([scan]);
  $gate.setKey('waiting', waitingCount());
  if (navigator.onLine) void syncGate();
}
