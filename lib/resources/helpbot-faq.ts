import { id } from '../protocol/fields.ts';
import { z } from '../protocol/z.ts';
import { helpbotFaqArea } from './helpbot-faq.area.ts';
import { defineResource } from './define.ts';
import { bool, int, tags, text, textarea } from './field.ts';

export const REORDER_MAX = 1000;

export const helpbotFaq = defineResource(helpbotFaqArea, {
  label: 'Helpbot FAQ',
  plural: 'Helpbot FAQs',
  fields: {
    question: text('Question', 500, { required: true, help: 'One FAQ per question in an account' }),
    answer: textarea('Answer', 5000, { required: true }),
    category: text('Category', 100),
    tags: tags('Tags'),
    sort: int('Sort', 0, 1_000_000, { default: 0, help: 'Lower comes first' }),
    published: bool('Published', false),
  },
  list: {
    columns: ['sort', 'question', 'category', 'published', 'updated_at'],
    search: ['question', 'answer', 'category'],
    defaultSort: 'sort',
    export: true,
    bulk: true,
  },
  form: {
    sections: [
      { title: 'FAQ', fields: ['question', 'answer'] },
      { title: 'Placement', fields: ['category', 'tags', 'sort', 'published'] },
    ],
  },
  server: {
    unique: 'question',
    commands: () => ({
      reorder: {
        method: 'PUT',
        request: z.object({
          helpbot_faq_ids: z.array(id).check(z.minLength(1), z.maxLength(REORDER_MAX)),
        }),
        response: z.object({ success: z.boolean() }),
        summary:
          'Put the listed FAQs in this order (their sort becomes 10, 20, 30...); all must be the account’s.',
      },
    }),
  },
});
