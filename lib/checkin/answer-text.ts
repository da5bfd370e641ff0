import { formatClock } from '../format/date.ts';
import type { GateReply } from '../protocol/ticket.ts';

/** What the gate screen shows: a server or device answer, or `duplicate` (a sync found it admitted first elsewhere). */
export type ShownKind = GateReply['answer'] | 'duplicate';
export interface Shown extends Omit<GateReply, 'answer'> {
  answer: ShownKind;
}

/** Green lets the holder in; red turns them away; amber asks staff to look (docs/behaviour.md, the gate). */
export type Tone = 'go' | 'stop' | 'look';

/** `at 19:42 at Gate 2`: when and where the ticket was let in. */
const where = (reply: Shown): string =>
  [
    reply.admitted_at ? `at ${formatClock(reply.admitted_at)}` : '',
    reply.admitted_gate ? `at ${reply.admitted_gate}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The screen's large words for an answer, and its detail line (docs/behaviour.md, the gate). */
export function answerText(reply: Shown): { title: string; detail: string; tone: Tone } {
  const ticket = reply.ticket_id ? `Ticket ${reply.ticket_id}` : '';
  const admission = reply.admission ? ` · admission ${reply.admission}` : '';
  switch (reply.answer) {
    case 'admit':
      return { title: 'Admit', detail: `${ticket}${admission}`, tone: 'go' };
    case 'already_admitted':
      return {
        title: 'Already admitted',
        detail: [where(reply), ticket].filter(Boolean).join(' · '),
        tone: 'stop',
      };
    case 'duplicate':
      return {
        title: 'Duplicate',
        detail: `${ticket}, let in here, was admitted first ${where(reply)}: see Duplicates.`,
        tone: 'look',
      };
    case 'refunded':
      return { title: 'Refunded', detail: `${ticket}: its order was refunded.`, tone: 'stop' };
    case 'voided':
      return { title: 'Voided', detail: `${ticket}: staff voided it.`, tone: 'stop' };
    case 'other_rodeo':
      return { title: 'Other rodeo', detail: 'This ticket is for another rodeo.', tone: 'stop' };
    case 'forged':
      return {
        title: 'Not a ticket of this account',
        detail: 'The code is not one this account signed.',
        tone: 'stop',
      };
  }
}
