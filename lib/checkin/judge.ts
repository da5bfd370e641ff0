import type { GateReply } from '../protocol/ticket.ts';
import type { TicketClaim } from '../tickets/code.ts';
import type { DeviceCopy } from './device-db.ts';

/**
 * The device's answer to a scan from its copy, in the server's order (docs/tickets.md, the gate): forged,
 * other rodeo, refunded, voided, already admitted, else admit. `signed` is whether the copy's key signed it.
 */
export function judgeScan(copy: DeviceCopy, claim: TicketClaim | null, signed: boolean): GateReply {
  if (!claim || !signed || claim.accountId !== copy.account_id) return { answer: 'forged' };
  const ids = { ticket_id: claim.ticketId };
  if (claim.rodeoId !== copy.rodeo_id) return { answer: 'other_rodeo', ...ids };
  const ticket = copy.tickets.find((candidate) => candidate.ticket_id === claim.ticketId);
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
  const known = copy.tickets.some((ticket) => ticket.ticket_id === ticketId);
  const admitted = { admitted_at: at, admitted_gate: gate };
  return {
    ...copy,
    tickets: known
      ? copy.tickets.map((ticket) => (ticket.ticket_id === ticketId ? { ...ticket, ...admitted } : ticket))
      : [...copy.tickets, { ticket_id: ticketId, admission: 0, state: 'valid', ...admitted }],
  };
}
