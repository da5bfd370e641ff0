import { z } from '../protocol/z.ts';

/** Failure reasons the report lists, each with how many deliveries it stopped. */
const reason = z.object({ reason: z.string(), count: z.int() });

/** How many recipients a report lists by name; the counts above them always cover all. */
export const REPORT_RECIPIENTS_MAX = 200;

/** One recipient of a broadcast and what became of the delivery to them. */
const recipient = z.object({
  contact_id: z.int(),
  name: z.string(),
  /** Where it went or would go: the email address, the phone number, or nothing the channel can use. */
  address: z.nullable(z.string()),
  status: z.string(),
  error: z.nullable(z.string()),
  sent_at: z.nullable(z.string()),
  unsubscribed: z.boolean(),
});

/**
 * A broadcast's delivery report (broadcast/report): what went, what did not and why, who left since. The
 * title, channel, time and recipients came later: optional, so a server without them still answers it.
 */
export const deliveryReportSchema = z.object({
  broadcast_id: z.int(),
  title: z.optional(z.string()),
  channel: z.optional(z.string()),
  scheduled_at: z.optional(z.nullable(z.string())),
  status: z.string(),
  total: z.int(),
  queued: z.int(),
  sent: z.int(),
  failed: z.int(),
  cancelled: z.int(),
  unsubscribed: z.int(),
  reasons: z.array(reason),
  /** The first REPORT_RECIPIENTS_MAX recipients in the order they were queued. */
  recipients: z.optional(z.array(recipient)),
  /** The send job's own state, for progress and its last error. */
  job: z.nullable(
    z.object({
      job_id: z.int(),
      status: z.string(),
      progress: z.int(),
      total: z.int(),
      message: z.nullable(z.string()),
      last_error: z.nullable(z.string()),
    }),
  ),
});

export type DeliveryReport = z.output<typeof deliveryReportSchema>;

/** '120 sent, 3 failed, 2 unsubscribed since' */
export const reportSummary = (report: DeliveryReport): string =>
  `${report.sent} sent, ${report.failed} failed${report.cancelled ? `, ${report.cancelled} cancelled` : ''}, ${report.unsubscribed} unsubscribed since`;
