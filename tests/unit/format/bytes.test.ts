import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../lib/format/bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [46_512, '46.5 KB'],
    [25_000_000, '25 MB'],
    [1_234_567_890, '1.2 GB'],
  ])('%d reads as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('writes the number as the locale does', () => {
    expect(formatBytes(1_234_567, 'es')).toBe('1,2 MB');
    expect(formatBytes(512, 'es')).toBe('512 bytes');
    expect(formatBytes(1_234_567, 'en-XA')).toBe('1.2 MB');
  });
});
