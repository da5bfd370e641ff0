import { deliveryReportSchema } from '../broadcasts/delivery-report.ts';
import { PROMPT_MISMATCHES, promptMismatch } from '../broadcasts/prompt-fit.ts';
import { broadcastArea } from './broadcast.area.ts';
import { defineResource } from './define.ts';
import { datetime, enumOf, ref, text } from './field.ts';

export const BROADCAST_CHANNELS = ['email', 'sms', 'push'] as const;
export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;

export const SENT_READ_ONLY = 'This broadcast was sent: it is read-only';

/** A sent broadcast is history, and one going out is the sender's: neither the console nor the API edits it. */
export const isSent = (record: Record<string, unknown>): boolean =>
  record.status === 'sent' || record.status === 'sending';

/**
 * What is wrong with when a broadcast goes out, if anything: a scheduled broadcast must still be ahead of
 * us, and a sent one cannot have gone out in the future. Drafts and cancelled ones may sit on any day.
 * Client (the calendar refuses such a drop) and server (the refusal that counts) share this one rule.
 */
const MUST_BE_AHEAD = 'A scheduled broadcast must be in the future';
const CANNOT_BE_AHEAD = 'A sent broadcast cannot be in the future';

export function schedulingProblem(record: Record<string, unknown>, now: Date): string | null {
  const at = Date.parse(String(record.scheduled_at));
  if (Number.isNaN(at)) return null;
  if (record.status === 'scheduled' && at <= now.getTime()) return MUST_BE_AHEAD;
  if (record.status === 'sent' && at > now.getTime()) return CANNOT_BE_AHEAD;
  return null;
}

export const broadcast = defineResource(broadcastArea, {
  label: 'Broadcast',
  plural: 'Broadcasts',
  fields: {
    title: text('Title', 150, { required: true }),
    channel: enumOf('Channel', BROADCAST_CHANNELS, { required: true }),
    message_prompt: ref('Message Prompt', 'message_prompt', {
      help: 'The message it sends',
      // Only the prompts the channel can send are offered (docs/jobs.md); the others say why.
      refFit: { field: 'channel', by: 'channel', reason: promptMismatch, reasons: PROMPT_MISMATCHES },
    }),
    audience_tag: text('Audience Tag', 40, { help: 'Sent to the contacts with this tag' }),
    scheduled_at: datetime('Scheduled At', { required: true }),
    // The sender sets sending, sent and failed (docs/jobs.md).
    status: enumOf('Status', BROADCAST_STATUSES, {
      default: 'draft',
      choosable: ['draft', 'scheduled', 'cancelled'],
    }),
  },
  list: {
    columns: ['title', 'channel', 'status', 'scheduled_at', 'updated_at'],
    search: ['title', 'audience_tag'],
    defaultSort: 'scheduled_at',
    bulkActions: { cancel: { label: 'Cancel', done: 'cancelled', command: 'cancel' } },
  },
  form: {
    sections: [
      { title: 'Broadcast', fields: ['title', 'channel', 'message_prompt', 'audience_tag'] },
      { title: 'Schedule', fields: ['scheduled_at', 'status'] },
    ],
  },
  views: {
    editable: (row) => !isSent(row),
    readOnlyNote: SENT_READ_ONLY,
    calendar: 'scheduled_at',
  },
  server: {
    timeRule: schedulingProblem,
    timeRuleMessages: [MUST_BE_AHEAD, CANNOT_BE_AHEAD],
    lapsed: { status: 'draft' },
    // The rules the server enforces, where docs/protocol.md shows them.
    commands: ({ byId, record }) => ({
      report: {
        method: 'GET',
        request: byId,
        response: deliveryReportSchema,
        summary:
          'The delivery report of a broadcast: sent, failed (with reasons), cancelled, still queued, unsubscribed since, and its send job.',
      },
      cancel: {
        method: 'POST',
        request: byId,
        response: record,
        summary:
          'Cancel a scheduled broadcast, or stop one that is sending: what has not gone yet is not sent. 409 once it is sent.',
      },
      create: {
        summary:
          'Create a broadcast in the caller’s account; a scheduled one must be in the future, with a message prompt whose placeholders are contact fields. Status sending, sent and failed are set by the sender only.',
      },
      update: {
        summary:
          'Change fields of a broadcast (a move is a new scheduled_at) with the updated_at it was based on (optional: left out, the update applies unconditionally; a newer stored one answers 409); a sent broadcast answers 409, a scheduled one cannot move into the past.',
      },
      delete: { summary: 'Delete a broadcast; a sent broadcast answers 409.' },
    }),
  },
});
