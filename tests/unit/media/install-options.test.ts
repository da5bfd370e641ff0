import { describe, expect, it } from 'vitest';
import { checkInstallOptions, isImageKey, renditionUrl } from '../../../lib/media/install-options.ts';

describe('image-delivery install options (docs/behaviour.md#messages)', () => {
  it('says so when none are given', () => {
    expect(checkInstallOptions({})).toEqual({ ok: false, message: 'install options not provided' });
    expect(checkInstallOptions({ env: 'debug' })).toEqual({
      ok: false,
      message: 'install options not provided',
    });
  });

  it.each(['images.example.com', 'ftp://x.test', 'https://x.test/media', 'https://u:p@x.test', ''])(
    'refuses the domain %j',
    (domain) => {
      const check = checkInstallOptions({ domain, path: 'media' });
      expect(check.ok ? '' : check.message).toMatch(/^install domain invalid: /);
    },
  );

  it.each(['', '/', 'a b', '../secret', 'media/./x', 'media?x=1'])('refuses the path %j', (path) => {
    const check = checkInstallOptions({ domain: 'https://x.test', path });
    expect(check.ok ? '' : check.message).toMatch(/^install path invalid: /);
  });

  it('refuses an unknown env and names the allowed ones', () => {
    expect(checkInstallOptions({ domain: 'https://x.test', path: 'media', env: 'staging' })).toEqual({
      ok: false,
      message: "install env invalid: 'staging' (allowed: debug, offline, production)",
    });
  });

  it('accepts an origin, trims the slashes of the path, defaults env to production', () => {
    expect(checkInstallOptions({ domain: 'https://img.x.test/', path: '/cdn/images/' })).toEqual({
      ok: true,
      options: { domain: 'https://img.x.test', path: 'cdn/images', env: 'production' },
    });
  });

  it('builds {domain}/{path}/{key}/{width}.{format}', () => {
    const options = { domain: 'https://img.x.test', path: 'media', env: 'production' } as const;
    expect(renditionUrl(options, 'k'.repeat(32), 640, 'webp')).toBe(
      `https://img.x.test/media/${'k'.repeat(32)}/640.webp`,
    );
  });

  it('knows an image key: 32 base64url characters', () => {
    expect(isImageKey('A-_z'.repeat(8))).toBe(true);
    expect(isImageKey('A-_z'.repeat(7))).toBe(false);
    expect(isImageKey('../'.repeat(11))).toBe(false);
    expect(isImageKey(null)).toBe(false);
  });
});
