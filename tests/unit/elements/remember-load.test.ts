import { describe, expect, it } from 'vitest';
import { rememberLoad } from '../../../elements/runtime/lazy-loaded.tsx';

describe('rememberLoad', () => {
  it('asks once, however many callers, and remembers the module once it has arrived', async () => {
    let asked = 0;
    const load = rememberLoad(() => Promise.resolve({ screen: ++asked }));
    expect(load.loaded).toBeUndefined();
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(asked).toBe(1);
    expect(load.loaded).toBe(first);
  });

  it('asks again after a failed load, and remembers nothing from it', async () => {
    let asked = 0;
    const load = rememberLoad(() =>
      ++asked === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ screen: asked }),
    );
    await expect(load()).rejects.toThrow('chunk gone');
    expect(load.loaded).toBeUndefined();
    await expect(load()).resolves.toEqual({ screen: 2 });
    expect(load.loaded).toEqual({ screen: 2 });
  });
});
