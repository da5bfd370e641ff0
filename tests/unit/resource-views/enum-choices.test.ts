import { describe, expect, it } from 'vitest';
import { enumChoices } from '../../../lib/resource-views/form-plan.ts';
import { broadcast } from '../../../lib/resources/broadcast.ts';
import { messagePrompt } from '../../../lib/resources/message-prompt.ts';

const values = (choices: { value: string }[]) => choices.map((choice) => choice.value);

describe('enumChoices: what a form offers for an enum field', () => {
  const status = broadcast.fields.status;
  it('offers a broadcast only the statuses a person may give, never Sent or Failed', () => {
    expect(values(enumChoices(status, 'draft'))).toEqual(['draft', 'scheduled', 'cancelled']);
    expect(values(enumChoices(status, ''))).toEqual(['draft', 'scheduled', 'cancelled']);
  });
  it('shows a status the sender set as the current one, beside the choosable ones', () => {
    expect(enumChoices(status, 'failed')).toEqual([
      { value: 'failed', label: 'Failed' },
      { value: 'draft', label: 'Draft' },
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'cancelled', label: 'Cancelled' },
    ]);
    // A value outside the field is never offered.
    expect(values(enumChoices(status, 'bogus'))).toEqual(['draft', 'scheduled', 'cancelled']);
  });
  it('offers every value of a field without choosable', () => {
    const channel = messagePrompt.fields.channel;
    expect(values(enumChoices(channel, 'sms'))).toEqual(['email', 'sms', 'chat']);
  });
});
