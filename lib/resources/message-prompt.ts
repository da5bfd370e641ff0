import { NAME_MAX } from '../protocol/fields.ts';
import { messagePromptArea } from './message-prompt.area.ts';
import { defineResource } from './define.ts';
import { bool, enumOf, text, textarea } from './field.ts';

export const MESSAGE_CHANNELS = ['email', 'sms', 'chat'] as const;

export const messagePrompt = defineResource(messagePromptArea, {
  label: 'Message Prompt',
  plural: 'Message Prompts',
  fields: {
    name: text('Name', NAME_MAX, { required: true }),
    channel: enumOf('Channel', MESSAGE_CHANNELS, { required: true }),
    subject: text('Subject', 200, { shownWhen: { field: 'channel', values: ['email'] } }),
    body: textarea('Body', 5000, {
      required: true,
      help: 'Placeholders such as {{first_name}} are filled in when the message is sent',
    }),
    description: textarea('Description', 500),
    active: bool('Active', true),
  },
  list: {
    columns: ['name', 'channel', 'subject', 'active', 'updated_at'],
    search: ['name', 'subject', 'body'],
    defaultSort: 'name',
  },
  form: {
    sections: [
      { title: 'Prompt', fields: ['name', 'channel', 'active', 'description'] },
      { title: 'Message', fields: ['subject', 'body'] },
    ],
    preview: ['subject', 'body'],
  },
});
