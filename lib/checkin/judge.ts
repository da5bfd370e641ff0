import type { GateReply } from '../protocol/ticket.ts';
import type { TicketClaim } from '../tickets/code.ts';
import type { DeviceCopy, DeviceTicket } from './device-db.ts';

// Each copy's tickets' positions by id, made once per list: a rodeo's 10,000 tickets searched, or indexed
// anew after each admission, per scan would cost more than the check itself (docs/performance.md, gate
// check-in). withAdmission keeps every position, so the copies it derives share one index, which it only
// extends; a lookup takes a position only where that copy's ticket there has the id.
const positions = new WeakMap<DeviceTicket[], Map<number, number>>();

function positionsOf(tickets: DeviceTicket[]): Map<number, number> {
  let index = positions.get(tickets);
  if (!index) {
    index = new Map(tickets.map((ticket, at) => [ticket.ticket_id, at]));
    positions.set(tickets, index);
  }
  return index;
}

/** The copy's ticket of that id, if the copy lists it. */
export function listedTicket(copy: DeviceCopy, ticketId: number): DeviceTicket | undefined {
  const at = positionsOf(copy.tickets).get(ticketId);
  if (at === undefined) return undefined;
  const ticket = copy.tickets[at];
  if (ticket?.ticket_id === ticketId) return ticket;
  // A shared index another copy extended differently (two copies derived from one): this copy's own.
  positions.delete(copy.tickets);
  return listedTicket(copy, ticketId);
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
  const known = listedTicket(copy, ticketId);
  const index = positionsOf(copy.tickets);
  const admission = { admitted_at: at, admitted_gate: gate };
  const tickets = [...copy.tickets];
  if (known) tickets[index.get(ticketId)!] = { ...known, ...admission };
  else {
    index.set(ticketId, tickets.length);
    tickets.push({ ticket_id: ticketId, admission: 0, state: 'valid', ...admission });
  }
  positions.set(tickets, index);
  return { ...copy, tickets };
}
