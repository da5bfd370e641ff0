import { describe, expect, it } from 'vitest';
import { DEFAULT_NETWORK_NAME, headerTitle } from '../../../lib/format/header-title.ts';

describe('headerTitle (docs/behaviour.md#what-the-console-does)', () => {
  it("reads '{account name} Administration' on a sub-domain of a multi-part host", () => {
    expect(headerTitle('rodeo.example.com', 'Cheyenne Rodeo')).toBe('Cheyenne Rodeo Administration');
    expect(headerTitle('admin.rodeo.example.co.uk', 'Calgary')).toBe('Calgary Administration');
    expect(headerTitle('Rodeo.Example.COM.', 'Calgary')).toBe('Calgary Administration');
  });

  it('shows the default network name on a bare domain or a single-label host', () => {
    expect(headerTitle('example.com', 'Cheyenne Rodeo')).toBe(DEFAULT_NETWORK_NAME);
    expect(headerTitle('localhost', 'Cheyenne Rodeo')).toBe(DEFAULT_NETWORK_NAME);
  });

  it('does not take an IP address for a sub-domain', () => {
    expect(headerTitle('192.168.1.20', 'Cheyenne Rodeo')).toBe(DEFAULT_NETWORK_NAME);
    expect(headerTitle('::1', 'Cheyenne Rodeo')).toBe(DEFAULT_NETWORK_NAME);
  });

  it('falls back to the network name while the account name is unknown', () => {
    expect(headerTitle('rodeo.example.com', undefined)).toBe(DEFAULT_NETWORK_NAME);
    expect(headerTitle('rodeo.example.com', '  ')).toBe(DEFAULT_NETWORK_NAME);
  });

  it('uses the network name the host passes', () => {
    expect(headerTitle('example.com', 'X', 'Western Events Network')).toBe('Western Events Network');
  });
});
