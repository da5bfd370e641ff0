import { formatClock } from '../format/date.ts';
import { BASE_LOCALE, type Locale } from '../i18n/locales.ts';
import { gateEnglish, type GateTexts } from './gate-texts.ts';
import type { GateReply } from '../protocol/ticket.ts';

/** What the gate screen shows: a server or device answer, or `duplicate` (a sync found it admitted first elsewhere). */
export type ShownKind = GateReply['answer'] | 'duplicate';
export interface Shown extends Omit<GateReply, 'answer'> {
  answer: ShownKind;
}

/** Green lets the holder in; red turns them away; amber asks staff to look (docs/behaviour.md, the gate). */
export type Tone = 'go' | 'stop' | 'look';

/** `at 19:42 at Gate 2`: when and where the ticket was let in. */
const where = (reply: Shown, t: GateTexts, locale: Locale): string =>
  [
    reply.admitted_at ? t.atTime({ time: formatClock(reply.admitted_at, { locale }) }) : '',
    reply.admitted_gate ? t.atGate({ gate: reply.admitted_gate }) : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The screen's large words for an answer, and its detail line (docs/behaviour.md, the gate), in the view's
 * language (lib/checkin/gate-texts.ts; English when none is given).
 */
export function answerText(
  reply: Shown,
  t: GateTexts = gateEnglish(),
  locale: Locale = BASE_LOCALE,
): { title: string; detail: string; tone: Tone } {
  const ticket = reply.ticket_id ? t.ticket({ id: reply.ticket_id }) : '';
  const admission = reply.admission ? t.admission({ admission: reply.admission }) : '';
  switch (reply.answer) {
    case 'admit':
      return { title: t.admit, detail: `${ticket}${admission}`, tone: 'go' };
    case 'already_admitted':
      return {
        title: t.alreadyAdmitted,
        detail: [where(reply, t, locale), ticket].filter(Boolean).join(' · '),
        tone: 'stop',
      };
    case 'duplicate':
      return {
        title: t.duplicate,
        detail: t.firstElsewhere({ ticket, where: where(reply, t, locale) }),
        tone: 'look',
      };
    case 'refunded':
      return { title: t.refunded, detail: t.orderRefunded({ ticket }), tone: 'stop' };
    case 'voided':
      return { title: t.voided, detail: t.staffVoided({ ticket }), tone: 'stop' };
    case 'other_rodeo':
      return { title: t.otherRodeo, detail: t.forAnotherRodeo, tone: 'stop' };
    case 'forged':
      return { title: t.forged, detail: t.notSigned, tone: 'stop' };
  }
}
