// Demo broadcasts around the day the demo is seeded, so the calendar's current month has some: the past
// ones sent (read-only), the coming ones scheduled or drafts. `message_prompt` names a seeded prompt.
type Row = Record<string, unknown>;

const at = (now: Date, days: number, hour: number, minute = 0): string => {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
};

export function demoBroadcasts(now: Date): Record<string, Row[]> {
  const row = (
    title: string,
    channel: string,
    days: number,
    hour: number,
    minute: number,
    status: string,
    extra: Row = {},
  ): Row => ({ title, channel, scheduled_at: at(now, days, hour, minute), status, ...extra });
  return {
    'demo.test': [
      row('Early-bird tickets on sale', 'email', -12, 10, 0, 'sent', {
        message_prompt: 'Ticket confirmation',
        audience_tag: 'vip',
      }),
      row('Weather delay: Friday slack', 'sms', -5, 18, 30, 'sent', { message_prompt: 'Weather delay' }),
      row('Entries close Friday', 'email', -2, 9, 0, 'sent', {
        message_prompt: 'Entry reminder',
        audience_tag: 'contestant',
      }),
      row('Gates open early', 'push', 1, 8, 0, 'scheduled', { message_prompt: 'Gates open' }),
      row('Sponsor spotlight', 'email', 3, 12, 0, 'draft', { audience_tag: 'sponsor lead' }),
      row('Bull riding finals tonight', 'push', 6, 17, 0, 'scheduled', {
        message_prompt: 'Finals night',
        audience_tag: 'bull riding',
      }),
      row('Volunteer call', 'sms', 9, 10, 0, 'cancelled'),
      row('Fall circuit preview', 'email', 15, 9, 0, 'draft'),
    ],
    'other.test': [
      row('Series standings', 'email', -4, 11, 0, 'sent', { message_prompt: 'Series reminder' }),
      row('Next stop announcement', 'push', 4, 16, 0, 'scheduled', { message_prompt: 'Next stop' }),
    ],
  };
}
