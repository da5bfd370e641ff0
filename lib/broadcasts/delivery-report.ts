import { z } from '../protocol/z.ts';

/** Failure reasons the report lists, each with how many deliveries it stopped. */
const reason = z.object({ reason: z.string(), count: z.int() });

/** A broadcast's delivery report (broadcast/report): what went, what did not and why, who left since. */
export const deliveryReportSchema = z.object({
  broadcast_id: z.int(),
  status: z.string(),
  total: z.int(),
  queued: z.int(),
  sent: z.int(),
  failed: z.int(),
  cancelled: z.int(),
  unsubscribed: z.int(),
  reasons: z.array(reason),
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
