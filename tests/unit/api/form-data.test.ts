import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../lib/api/form-data.ts';

describe('multipart form data with nested field names (docs/protocol.md)', () => {
  it('names nested objects and arrays with brackets and keeps files as files', () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const form = toFormData({
      title: 'Photos',
      count: 2,
      meta: { tags: ['rodeo', 'june'], owner: { id: 7 } },
      file,
      skipped: null,
      absent: undefined,
    });
    expect([...form.keys()]).toEqual([
      'title',
      'count',
      'meta[tags][0]',
      'meta[tags][1]',
      'meta[owner][id]',
      'file',
    ]);
    expect(form.get('meta[tags][1]')).toBe('june');
    expect(form.get('meta[owner][id]')).toBe('7');
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('hello.txt');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('rejects the prototype key %s at any depth', (key) => {
    expect(() => toFormData(JSON.parse(`{"${key}": "x"}`))).toThrow(`Field name "${key}" is not allowed`);
    expect(() => toFormData({ meta: JSON.parse(`{"${key}": {"polluted": true}}`) })).toThrow(key);
  });
});
