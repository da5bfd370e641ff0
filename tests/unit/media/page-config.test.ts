import { describe, expect, it, vi } from 'vitest';
import { configureConsole } from '../../../elements/kit/console-api.ts';
import { onPageImageConfig, readPageImageConfig } from '../../../lib/media/page-config.ts';

describe('page-wide image settings for image-delivery', () => {
  it('follow configureConsole and tell listeners once per change', () => {
    const listener = vi.fn();
    const stop = onPageImageConfig(listener);
    configureConsole({ imageDomain: 'https://img.x.test', imagePath: 'media' });
    expect(readPageImageConfig()).toEqual({ imageDomain: 'https://img.x.test', imagePath: 'media' });
    configureConsole({ apiBase: 'https://api.x.test' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    configureConsole({ imageDomain: undefined });
    expect(readPageImageConfig().imageDomain).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
