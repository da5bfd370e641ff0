import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id, instant, timestamp } from './fields.ts';
import { gateCountsSchema } from './gate-counts.ts';
import { plainText } from './plain-text.ts';
import { GATE_ANSWERS, TICKET_CODE_MAX } from '../tickets/code.ts';
import { said } from './issue-texts.ts';

/** A ticket as staff see it from its order (docs/tickets.md). */
export const ticketSchema = z.object({
  ticket_id: z.int(),
  ticket_order_id: z.int(),
  rodeo: z.int(),
  admission: z.int(),
  /** valid, refunded (its order's refund voided it) or voided (by staff). */
  state: z.enum(['valid', 'refunded', 'voided']),
  admitted_at: z.nullable(timestamp),
  admitted_gate: z.nullable(z.string()),
  /** The public ticket page: a capability, so staff hand it on only to the buyer. */
  page_url: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** Staff's side of tickets: the levels of ticket orders (lib/resources/ticket-order.area.ts). */
export const ticketCommands = defineCommands('ticket', {
  list: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.admin,
    request: z.object({ ticket_order_id: id }),
    response: z.object({ tickets: z.array(ticketSchema) }),
    summary: 'The tickets of one of the account’s orders, by admission, with their state and page.',
  },
  resend: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: z.object({ ticket_order_id: id }),
    response: z.object({ job_id: z.int() }),
    summary:
      'Queue the email of the order’s valid tickets to its buyer again (needs a mail server: SMTP_URL); returns the job.',
  },
  void: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: z.object({ ticket_id: id }),
    response: ticketSchema,
    summary:
      'Void one ticket of the account: gates refuse it from now on. Voiding a void ticket changes nothing.',
  },
});

/** The gate's name, chosen once per device: what the counts and the duplicates report group by. */
export const gateName = plainText().check(z.trim(), z.minLength(1), z.maxLength(40));
const code = z.string().check(z.maxLength(TICKET_CODE_MAX));
/** When a gate scanned: a date and time the database holds (years 1 to 9999), not merely one JavaScript reads. */
const scanInstant = instant.check(
  z.refine(
    (text) => {
      const year = new Date(text).getUTCFullYear();
      return year >= 1 && year <= 9999;
    },
    { error: said('Expected a date and time between the years 1 and 9999') },
  ),
);
/** The most scans one sync carries: a gate offline all evening syncs in a few calls. */
export const SYNC_SCANS_MAX = 2000;

const answer = z.object({
  answer: z.enum(GATE_ANSWERS),
  ticket_id: z.optional(z.int()),
  admission: z.optional(z.int()),
  /** For already_admitted: when and where the ticket was admitted. */
  admitted_at: z.optional(timestamp),
  admitted_gate: z.optional(z.string()),
});
export type GateReply = z.infer<typeof answer>;

const scanRef = z.object({ gate: z.string(), scanned_at: timestamp });

/** The gate (docs/tickets.md): level 3 and up, the account always the token's. */
export const checkinCommands = defineCommands('checkin', {
  admit: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ rodeo_id: id, gate: gateName, code }),
    response: answer,
    summary:
      'Check a scanned code in at a gate of the rodeo: admit, or already_admitted (when, which gate), refunded, voided, other_rodeo, forged.',
  },
  tickets: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ rodeo_id: id }),
    response: z.object({
      rodeo_id: z.int(),
      /** What the gate's heading says, offline too. */
      rodeo_name: z.string(),
      account_id: z.int(),
      /** The account's Ed25519 public key, raw, base64url: the device checks signatures with it. */
      public_key: z.string(),
      tickets: z.array(
        z.object({
          ticket_id: z.int(),
          admission: z.int(),
          state: z.enum(['valid', 'refunded', 'voided']),
          admitted_at: z.nullable(timestamp),
          admitted_gate: z.nullable(z.string()),
          /**
           * Optional: SHA-256 of the ticket's code, its first 16 bytes in base64url (lib/tickets/code-digest.ts):
           * a scanned code with this digest is the ticket's without a signature check. Not the code itself.
           * Absent while the server has not yet made it (a ticket issued as the list was read): a device
           * checks that code by its signature, as it does every code without it.
           */
          code_digest: z.optional(z.string()),
        }),
      ),
    }),
    summary:
      'The rodeo’s tickets for a gate device’s offline copy: the rodeo’s name, ids, state, admissions, each code’s digest, and the public key.',
  },
  sync: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({
      rodeo_id: id,
      gate: gateName,
      scans: z
        .array(
          z.object({
            /** The device's id for the scan: a sync sent again records it once. */
            scan_id: z
              .string()
              .check(z.regex(/^[\w-]{8,64}$/, { error: said('Expected the device’s scan id') })),
            code,
            scanned_at: scanInstant,
          }),
        )
        .check(z.maxLength(SYNC_SCANS_MAX)),
    }),
    response: z.object({ results: z.array(z.object({ scan_id: z.string(), ...answer.shape })) }),
    summary: `Record scans a gate made offline (at most ${SYNC_SCANS_MAX}), in the order they were made: across gates the first scan of a ticket admits it, a later one is already_admitted.`,
  },
  duplicates: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ rodeo_id: id }),
    response: z.object({
      duplicates: z.array(
        z.object({
          ticket_id: z.int(),
          admission: z.int(),
          order_number: z.string(),
          admitted: scanRef,
          refused: scanRef,
        }),
      ),
      refunded_after_checkin: z.array(
        z.object({
          ticket_id: z.int(),
          admission: z.int(),
          order_number: z.string(),
          admitted: scanRef,
          voided_at: timestamp,
        }),
      ),
    }),
    summary:
      'The rodeo’s tickets scanned again after their admission (the admitting scan and each later one), and tickets voided after they were admitted.',
  },
  counts: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ rodeo_id: id }),
    response: gateCountsSchema,
    summary:
      'How many of the rodeo’s valid tickets are admitted and not yet arrived, and admissions per gate.',
  },
});
