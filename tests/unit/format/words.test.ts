import { expect, it } from 'vitest';
import { columnAlign } from '../../../lib/format/column-align.ts';
import { machineWords, valueChoices } from '../../../lib/format/words.ts';

it('reads a machine name as words, and lines it up as text', () => {
  expect(machineWords('failed_sign_in')).toBe('Failed sign in');
  expect(machineWords('helpbot_faq')).toBe('Helpbot FAQ');
  expect(machineWords('sms')).toBe('SMS');
  expect(machineWords('__api_key__')).toBe('API key');
  expect(machineWords('bulk-action')).toBe('Bulk action');
  expect(columnAlign({ kind: 'text', format: 'area' })).toBe('start');
});

it("offers an enum's values in words, keeping the stored value", () => {
  expect(valueChoices(['in_progress', 'done'])).toEqual([
    { value: 'in_progress', label: 'In progress' },
    { value: 'done', label: 'Done' },
  ]);
  expect(valueChoices()).toEqual([]);
});
