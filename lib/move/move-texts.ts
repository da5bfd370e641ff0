import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../i18n/catalog.ts';

// The arranging views (board, calendar, reorder) and what a screen reader hears as a record moves
// (docs/behaviour.md#moving-things quotes the English). The views load lazily, and so
// does this catalog with them.
export const en = {
  refresh: 'Refresh',
  savingOrder: 'Saving...',
  saveOrder: 'Save order',
  boardHelp:
    'Drag a card by its handle, or focus the handle and press Space to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel.',
  onlyFirst: params('Only the first {count} {many} are shown.'),
  onlyFirstOfMonth: params('Only the first {count} {many} of this month are shown.'),
  onlyFirstToReorder: params('Only the first {count} {many} can be reordered here.'),
  moveCard: params('Move “{name}”, {heading}, position {position} of {total}'),
  deleteCard: params('Delete “{name}”'),
  pickedUp: params(
    'Picked up “{name}” in {heading}, position {position} of {total}. Use the arrow keys to move it, Space to drop it, Escape to cancel.',
  ),
  carried: params('“{name}”: {heading}, position {position} of {total}.'),
  dropped: params('Dropped “{name}” in {heading} at position {position} of {total}.'),
  cancelled: params('Move cancelled. “{name}” is back in {heading} at position {position} of {total}.'),
  boardChanged: params(
    'The board had changed in another browser: “{name}” is in {heading} at position {position} of {total}.',
  ),
  // A move refused because the card changed since the mover's board loaded it (docs/behaviour.md#conflicts):
  // the server's 409 detail too (server/modules/task-card.ts).
  staleBoard:
    'Someone else moved cards on this board since you loaded it: the board now shows their order. Move the card again if it still belongs elsewhere.',
  cannotGoFurther: params('“{name}” cannot go further that way.'),
  readOnly: 'read-only',
  nameReadOnly: params('{name} (read-only)'),
  todayNote: '(today)',
  createOn: params('{create} on {day}'),
  previousMonth: 'Previous month',
  today: 'Today',
  nextMonth: 'Next month',
  calendarHelpNarrow: params(
    'Focus a {one} and press Shift with an arrow key to move it: Left and Right a day, Up and Down a week. It keeps its time of day.',
  ),
  calendarHelp: params(
    'Drag a {one} to another day, or focus it, and press Shift with an arrow key to move it: Left and Right a day, Up and Down a week. It keeps its time of day.',
  ),
  dayHelp: 'The arrow keys go from day to day; a day’s number creates one on it.',
  lockedNote: params('Read-only: a {one} with a lock stays on its day and opens without editing.'),
  noCalendar: params('{plural} have no calendar'),
  cannotChange: params('This {one} cannot be changed'),
  movedToDay: params('Moved “{name}” to {day}.'),
  calendarChanged: params('The calendar had changed in another browser: “{name}” is on {day}.'),
  staleDay: params(
    'Someone else changed this {one} since the calendar loaded it: the calendar now shows their version. Move it again if it still belongs on another day.',
  ),
  reorderTitle: params('Reorder {plural}'),
  noOrder: params('{plural} have no order to change.'),
  reorderHelp:
    'Drag a row by its handle, or focus the handle and press the Up and Down arrow keys (Home and End move it to the top or the bottom). Save order keeps the new order.',
  moveRow: params('Move “{name}”, position {position} of {total}'),
  moveUp: params('Move “{name}” up'),
  moveDown: params('Move “{name}” down'),
  movedToPosition: params('Moved “{name}” to position {position} of {total}.'),
};

export const moveTexts = defineTexts('moving', en, { es: () => import('./move-texts.es.ts') });

export type MoveTexts = TextsOf<typeof moveTexts>;
