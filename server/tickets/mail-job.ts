import { createTransport } from 'nodemailer';
import { countText } from '../../lib/format/count.ts';
import { toBuffer as qrPng } from 'qrcode';
import type { Db } from '../db/db.ts';
import { smtpTransportOptions } from '../broadcasts/channels.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { enqueue } from '../jobs/queue.ts';
import { JobRefusal, type JobContext, type JobOutcome } from '../jobs/worker.ts';
import { ticketPageUrl } from './page-link.ts';
import { ticketsOfOrder } from './rows.ts';
import { ticketSigner } from './signing.ts';

export const MAIL_TICKETS = 'tickets.mail';

/** How a ticket's QR is drawn for mail: large enough for a gate's camera off a phone's screen. */
export const QR_PNG = { type: 'png', margin: 2, scale: 6 } as const;

/**
 * Queues the mail of an order's tickets to its buyer. `once` names the occasion (the order's recording):
 * a second queueing for it adds nothing; a staff resend has none and always queues.
 */
export const queueTicketMail = (
  db: Db,
  input: { accountId: number; userId: number | null; ticketOrderId: number; once?: string },
): Promise<number> =>
  enqueue(db, {
    accountId: input.accountId,
    createdBy: input.userId,
    kind: MAIL_TICKETS,
    title: `Email the tickets of order ${input.ticketOrderId}`,
    payload: { ticket_order_id: input.ticketOrderId },
    idempotencyKey: input.once && `${MAIL_TICKETS}:${input.ticketOrderId}:${input.once}`,
  });

/**
 * Sends the buyer one message with each valid ticket as a QR image and a link to its page (docs/tickets.md).
 * Void tickets are left out; an order with none left sends nothing.
 */
export async function mailTickets({ db, config, keys, job }: JobContext): Promise<JobOutcome> {
  const smtpUrl = config.jobs.smtpUrl;
  if (!smtpUrl) throw new JobRefusal('No mail server is configured: the operator sets SMTP_URL');
  const tickets = (await ticketsOfOrder(db, job.account_id, Number(job.payload.ticket_order_id))).filter(
    (ticket) => ticket.void_reason === null,
  );
  const first = tickets[0];
  if (!first) return { done: 'No valid tickets to send' };
  if (!first.buyer_email) throw new JobRefusal('The order has no buyer email');
  const sign = await ticketSigner(db, keys, job.account_id);
  const origin = linkOrigin(config);
  const parts = await Promise.all(
    tickets.map(async (ticket) => ({
      ticket,
      url: ticketPageUrl(origin, keys, ticket.ticket_id),
      png: await qrPng(sign(ticket.rodeo, ticket.ticket_id), QR_PNG),
      cid: `ticket-${ticket.ticket_id}@console-kit`,
    })),
  );
  const transport = createTransport({ ...smtpTransportOptions(config.jobs, smtpUrl), pool: false });
  try {
    await transport.sendMail({
      from: config.jobs.mailFrom,
      to: first.buyer_email,
      subject: `Your tickets: ${first.rodeo_name}`,
      text:
        `${first.rodeo_name}, ${first.starts_on}. Order ${first.order_number}.\n\n` +
        parts.map(({ ticket, url }) => `Admission ${ticket.admission}: ${url}`).join('\n') +
        '\n\nShow each ticket’s QR code at the gate.\n',
      html: parts
        .map(
          ({ ticket, url, cid }) =>
            `<p><img src="cid:${cid}" alt="QR code of admission ${ticket.admission}" width="240" height="240"><br>` +
            `<a href="${url}">Admission ${ticket.admission}</a></p>`,
        )
        .join(''),
      attachments: parts.map(({ ticket, png, cid }) => ({
        filename: `ticket-${ticket.admission}.png`,
        content: png,
        contentType: 'image/png',
        cid,
      })),
    });
  } finally {
    transport.close();
  }
  return { done: `Sent ${countText(parts.length, 'ticket')} to the buyer` };
}
