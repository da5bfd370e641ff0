import type { GateReply } from '../protocol/ticket.ts';
import type { TicketClaim } from '../tickets/code.ts';
import type { Admission, AdmissionLog, DeviceCopy, DeviceTicket } from './device-db.ts';

// Each list's positions by id, made once per list: a rodeo's 10,000 tickets searched per scan would cost
// more than the check itself (docs/performance.md, gate check-in). The list itself never changes: this
// device's admissions are kept beside it (`admitted`), so a scan never copies 10,000 tickets.
const positions = new WeakMap<DeviceTicket[], Map<number, number>>();

function positionsOf(tickets: DeviceTicket[]): Map<number, number> {
  let index = positions.get(tickets);
  if (!index) {
    index = new Map(tickets.map((ticket, at) => [ticket.ticket_id, at]));
    positions.set(tickets, index);
  }
  return index;
}

// The copies derived from one share its admission log, each seeing the entries up to its own `seq`; the log
// is extended in place only from the copy that holds its newest entry (its head), so an older copy still
// answers from its own admissions, and deriving from one (a branch, rare) copies its part of the log.
const heads = new WeakMap<AdmissionLog, number>();

/** The admission this copy holds for the ticket, made on this device. */
function admittedHere(copy: DeviceCopy, ticketId: number): Admission | undefined {
  const entry = copy.admitted?.log.get(ticketId);
  return entry && entry.seq <= copy.admitted!.seq ? entry : undefined;
}

/** The copy's ticket of that id, with this device's admission of it, if the copy lists or admitted it. */
export function listedTicket(copy: DeviceCopy, ticketId: number): DeviceTicket | undefined {
  const at = positionsOf(copy.tickets).get(ticketId);
  const listed = at === undefined ? undefined : copy.tickets[at];
  const here = admittedHere(copy, ticketId);
  if (!here) return listed;
  // Signed for this rodeo but missing from the list (sold after the copy was taken): admitted all the same.
  const ticket = listed ?? { ticket_id: ticketId, admission: 0, state: 'valid' as const };
  return { ...ticket, admitted_at: here.admitted_at, admitted_gate: here.admitted_gate };
}

/**
 * The device's answer to a scan from its copy, in the server's order (docs/tickets.md, the gate): forged,
 * other rodeo, refunded, voided, already admitted, else admit. `genuine` is whether the code is one the
 * account made: its digest in the copy, or the copy's key signed it (check-code.ts).
 */
export function judgeScan(copy: DeviceCopy, claim: TicketClaim | null, genuine: boolean): GateReply {
  if (!claim || !genuine || claim.accountId !== copy.account_id) return { answer: 'forged' };
  const ids = { ticket_id: claim.ticketId };
  if (claim.rodeoId !== copy.rodeo_id) return { answer: 'other_rodeo', ...ids };
  const ticket = listedTicket(copy, claim.ticketId);
  // Signed by the account for this rodeo but missing from the copy: sold after the copy was taken.
  if (!ticket) return { answer: 'admit', ...ids };
  const known = { ...ids, admission: ticket.admission };
  if (ticket.state !== 'valid') return { answer: ticket.state, ...known };
  if (ticket.admitted_at)
    return {
      answer: 'already_admitted',
      ...known,
      admitted_at: ticket.admitted_at,
      ...(ticket.admitted_gate ? { admitted_gate: ticket.admitted_gate } : {}),
    };
  return { answer: 'admit', ...known };
}

/** The copy with the ticket admitted at the gate: a second scan here is already admitted, signal or not. */
export function withAdmission(copy: DeviceCopy, ticketId: number, gate: string, at: string): DeviceCopy {
  const seq = copy.admitted?.seq ?? 0;
  let log = copy.admitted?.log;
  if (!log || heads.get(log) !== seq || log.has(ticketId))
    log = new Map([...(log ?? [])].filter(([, entry]) => entry.seq <= seq));
  log.set(ticketId, { admitted_at: at, admitted_gate: gate, seq: seq + 1 });
  heads.set(log, seq + 1);
  return { ...copy, admitted: { log, seq: seq + 1 } };
}
