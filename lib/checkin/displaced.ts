import { parseTicketCode } from '../tickets/code.ts';
import type { DeviceCopy, DeviceScan } from './device-db.ts';

/**
 * This device's scans the server admitted that a scan made earlier elsewhere has since taken over (first
 * scan wins, docs/tickets.md): the fresh copy names another admitting scan for their ticket.
 */
export function displacedScans(scans: readonly DeviceScan[], copy: DeviceCopy): DeviceScan[] {
  const tickets = new Map(copy.tickets.map((ticket) => [ticket.ticket_id, ticket]));
  return scans.filter((scan) => {
    if (scan.result !== 'admit') return false;
    const ticket = tickets.get(parseTicketCode(scan.code)?.ticketId ?? 0);
    if (!ticket?.admitted_at) return false;
    return (
      ticket.admitted_gate !== scan.gate ||
      new Date(ticket.admitted_at).getTime() !== new Date(scan.scanned_at).getTime()
    );
  });
}
