import { beforeEach, describe, expect, it } from 'vitest';
import { $consoleConfig, configureConsole, resolveConfig } from '../../../lib/config/console-config.ts';

describe('configureConsole (page-wide configuration)', () => {
  beforeEach(() => $consoleConfig.set({}));

  it('merges each call into the page-wide configuration', () => {
    const getToken = () => 'user-token';
    configureConsole({ apiBase: 'https://api.example.com/api', getToken });
    configureConsole({ siteToken: 'site', imageDomain: 'img.example.com', imagePath: '/media' });
    expect($consoleConfig.get()).toEqual({
      apiBase: 'https://api.example.com/api',
      getToken,
      siteToken: 'site',
      imageDomain: 'img.example.com',
      imagePath: '/media',
    });
  });

  it('unsets a key given as undefined', () => {
    configureConsole({ apiBase: '/api', siteToken: 'site' });
    configureConsole({ siteToken: undefined });
    expect($consoleConfig.get()).toEqual({ apiBase: '/api' });
  });

  it('rejects unknown keys and wrong types, changing nothing', () => {
    configureConsole({ apiBase: '/api' });
    expect(() => configureConsole({ apiBse: '/x' } as never)).toThrow(
      'configureConsole: unknown option "apiBse"',
    );
    expect(() => configureConsole({ getToken: 'abc' } as never)).toThrow(
      'configureConsole: "getToken" must be a function',
    );
    expect(() => configureConsole({ apiBase: 42 } as never)).toThrow(
      'configureConsole: "apiBase" must be a string',
    );
    expect($consoleConfig.get()).toEqual({ apiBase: '/api' });
  });
});

describe('resolveConfig (per-instance attributes over page-wide settings)', () => {
  it('lets non-empty attribute values win', () => {
    const page = { apiBase: '/page-api', siteToken: 'page-site', imagePath: '/media' };
    expect(resolveConfig({ apiBase: '/own-api', siteToken: 'own-site' }, page)).toEqual({
      apiBase: '/own-api',
      siteToken: 'own-site',
      imagePath: '/media',
    });
  });

  it('falls back to the page for absent or empty attributes', () => {
    const page = { apiBase: '/page-api', siteToken: 'page-site' };
    expect(resolveConfig({ apiBase: '', siteToken: null, imageDomain: undefined }, page)).toEqual(page);
  });

  it('reads the live page-wide configuration by default', () => {
    $consoleConfig.set({});
    configureConsole({ apiBase: '/live' });
    expect(resolveConfig({}).apiBase).toBe('/live');
  });
});
