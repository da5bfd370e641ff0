import { describe, expect, it, vi } from 'vitest';
import { createSiteAccountName } from '../../../lib/shell/site-name.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sign-in header’s account name (docs/behaviour.md#what-the-console-does)', () => {
  it('asks once, when first shown, for the page’s host name', async () => {
    const fetchName = vi.fn(async () => 'Demo Rodeo Network');
    const $name = createSiteAccountName(fetchName, () => 'admin.demo.test');
    expect(fetchName).not.toHaveBeenCalled();
    const stop = $name.listen(() => undefined);
    await settle();
    expect($name.get()).toBe('Demo Rodeo Network');
    stop();
    $name.listen(() => undefined);
    await settle();
    expect(fetchName).toHaveBeenCalledTimes(1);
    expect(fetchName).toHaveBeenCalledWith('admin.demo.test');
  });

  it('stays null when the request fails or there is no host', async () => {
    const failing = createSiteAccountName(
      async () => Promise.reject(new Error('offline')),
      () => 'a.b.c',
    );
    failing.listen(() => undefined);
    const fetchName = vi.fn(async () => 'x');
    const hostless = createSiteAccountName(fetchName, () => '');
    hostless.listen(() => undefined);
    await settle();
    expect(failing.get()).toBeNull();
    expect(hostless.get()).toBeNull();
    expect(fetchName).not.toHaveBeenCalled();
  });
});
