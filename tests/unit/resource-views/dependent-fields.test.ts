import { describe, expect, it } from 'vitest';
import { formPlan } from '../../../lib/resource-views/form-plan.ts';
import { fieldShown, toPayload } from '../../../lib/resource-views/form-values.ts';
import { messagePrompt } from '../../../lib/resources/message-prompt.ts';

const plan = formPlan(messagePrompt, 'edit', 9)!;
const subject = messagePrompt.fields.subject!;

describe('dependent fields', () => {
  it('shows a message prompt’s subject for email only', () => {
    expect(fieldShown(subject, { channel: 'email' })).toBe(true);
    expect(fieldShown(subject, { channel: 'sms' })).toBe(false);
    expect(fieldShown(subject, { channel: 'chat' })).toBe(false);
    expect(fieldShown(messagePrompt.fields.body!, { channel: 'sms' })).toBe(true);
  });

  it('saves a subject that no longer applies as blank, and leaves one that does alone', () => {
    const original = { name: 'Hi', channel: 'email', subject: 'Welcome', body: 'Hello', active: true };
    expect(toPayload(plan, { ...original, channel: 'sms' }, original)).toEqual({
      channel: 'sms',
      subject: null,
    });
    expect(toPayload(plan, { ...original, body: 'Hello again' }, original)).toEqual({ body: 'Hello again' });
  });
});
