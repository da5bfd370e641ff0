// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { $consoleConfig, configureConsole } from '../../../lib/config/console-config.ts';
import { applyInstanceConfig } from '../../../elements/runtime/instance-config.ts';

const element = (attributes: Record<string, string>) => {
  const node = document.createElement('profile-panel');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

describe('an element’s own configuration attributes', () => {
  afterEach(() => $consoleConfig.set({}));

  it('fill in what the page has not configured', () => {
    applyInstanceConfig(element({ 'api-base': 'https://api.example.com', 'site-token': 'site' }));
    expect($consoleConfig.get()).toEqual({ apiBase: 'https://api.example.com', siteToken: 'site' });
  });

  it('never override what the page set from script, and ignore empty values', () => {
    configureConsole({ apiBase: 'https://page.example.com' });
    applyInstanceConfig(element({ 'api-base': 'https://attr.example.com', 'image-domain': '' }));
    expect($consoleConfig.get()).toEqual({ apiBase: 'https://page.example.com' });
  });
});
