import { expect, it } from 'vitest';
import { columnAlign } from '../../../lib/format/column-align.ts';
import { machineWords } from '../../../lib/format/words.ts';

it('reads a machine name as words, and lines it up as text', () => {
  expect(machineWords('failed_sign_in')).toBe('Failed sign in');
  expect(machineWords('helpbot_faq')).toBe('Helpbot faq');
  expect(machineWords('bulk-action')).toBe('Bulk action');
  expect(columnAlign({ kind: 'text', format: 'area' })).toBe('start');
});
