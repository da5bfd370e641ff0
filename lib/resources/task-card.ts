import { basedOn, id, timestamp } from '../protocol/fields.ts';
import { z } from '../protocol/z.ts';
import { taskCardArea } from './task-card.area.ts';
import { defineResource } from './define.ts';
import { date, enumOf, int, ref, text, textarea } from './field.ts';
import { said } from '../protocol/issue-texts.ts';

export const TASK_COLUMNS = ['todo', 'doing', 'review', 'done'] as const;
export type TaskColumn = (typeof TASK_COLUMNS)[number];

/** More cards than one board holds: a move's position beyond a column's end is clamped to its end. */
export const TASK_POSITION_MAX = 100_000;

const placement = z.object({
  task_card_id: z.int(),
  column: z.enum(TASK_COLUMNS),
  position: z.int(),
  updated_at: timestamp,
});

export const taskCard = defineResource(taskCardArea, {
  label: 'Task Card',
  plural: 'Task Cards',
  fields: {
    title: text('Title', 200, { required: true }),
    description: textarea('Description', 5000),
    column: enumOf('Column', TASK_COLUMNS, { default: 'todo' }),
    assignee: ref('Assignee', 'user'),
    due_on: date('Due On'),
    priority: enumOf('Priority', ['low', 'normal', 'high'], { default: 'normal' }),
    // The server's: a create goes to the end of its column, a move renumbers the columns it touches.
    position: int('Position', 0, TASK_POSITION_MAX, { readOnly: true }),
  },
  list: {
    columns: ['title', 'column', 'priority', 'due_on', 'assignee', 'updated_at'],
    search: ['title', 'description'],
    defaultSort: 'position',
  },
  form: {
    sections: [
      { title: 'Card', fields: ['title', 'description'] },
      { title: 'Planning', fields: ['column', 'priority', 'assignee', 'due_on'] },
    ],
  },
  views: {
    board: {
      title: 'Task Board',
      column: 'column',
      position: 'position',
      headings: { todo: 'To do', doing: 'Doing', review: 'Review', done: 'Done' },
    },
  },
  server: {
    commands: () => ({
      move: {
        method: 'PUT',
        request: z.object({
          task_card_id: id,
          column: z.enum(TASK_COLUMNS),
          position: z
            .int()
            .check(
              z.gte(0, { error: said('A position is 0 or more') }),
              z.lte(TASK_POSITION_MAX, { error: said(`A position is at most ${TASK_POSITION_MAX}`) }),
            ),
          updated_at: basedOn,
        }),
        response: z.object({ cards: z.array(placement) }),
        summary:
          'Put a card in a column at a 0-based position (past the end: last); answers every card’s column, position and updated_at, as the board now is. With the card’s updated_at it was based on (optional: left out, the update applies unconditionally), a newer stored one answers 409 with the cards as they are.',
      },
    }),
  },
});
