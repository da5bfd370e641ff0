import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const messagePromptArea = {
  name: 'message_prompt',
  access: ACCESS.user,
  group: 'Administrative',
  screens: {
    list: ['/message-prompt/list', 'Message Prompts', 'MessageSquareText'],
    create: ['/message-prompt/create', 'Create Message Prompt'],
    edit: ['/message-prompt/edit/:message_prompt_id', 'Edit Message Prompt'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/message-prompt/trash', 'Deleted Message Prompts'],
  },
} as const satisfies AreaMeta;
