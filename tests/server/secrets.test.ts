import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretInput } from '../../server/connections/secret-input.ts';
import type { Keys } from '../../server/keys.ts';
import { decryptSecret, encryptSecret } from '../../server/secrets/cipher.ts';
import { maskSecrets, sealSecrets } from '../../server/secrets/columns.ts';
import { looksMasked, maskSecret } from '../../server/secrets/mask.ts';

const key = randomBytes(32);
const SECRET = 'sk_test_51HxAmpleSecretValue4242';

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, in the versioned format, without the plaintext in sight', () => {
    const stored = encryptSecret(key, SECRET, 't.c#1');
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('4242');
    expect(decryptSecret(key, stored, 't.c#1')).toBe(SECRET);
    expect(decryptSecret(key, encryptSecret(key, '', 't.c#1'), 't.c#1')).toBe('');
  });

  it('uses a fresh IV for every value', () => {
    const ivs = new Set(
      Array.from({ length: 50 }, () =>
        Buffer.from(encryptSecret(key, SECRET, 'x').slice(3), 'base64url')
          .subarray(0, 12)
          .toString('hex'),
      ),
    );
    expect(ivs.size).toBe(50);
  });

  it('refuses another key, another row or column, a changed byte and an unknown version', () => {
    const stored = encryptSecret(key, SECRET, 'stripe_connections.secret_key#1');
    const bytes = Buffer.from(stored.slice(3), 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1; // one bit of the ciphertext
    const attempts: [Buffer, string, string][] = [
      [randomBytes(32), stored, 'stripe_connections.secret_key#1'],
      [key, stored, 'stripe_connections.secret_key#2'],
      [key, stored, 'stripe_connections.webhook_secret#1'],
      [
        key,
        `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'AB' : 'AA'}`,
        'stripe_connections.secret_key#1',
      ],
      [key, `v2.${stored.slice(3)}`, 'stripe_connections.secret_key#1'],
      [key, 'v1.', 'stripe_connections.secret_key#1'],
    ];
    for (const [k, value, context] of attempts) {
      let message = '';
      try {
        decryptSecret(k, value, context);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/failed authentication|Unreadable secret/);
      expect(message).not.toContain(SECRET);
    }
  });
});

describe('maskSecret', () => {
  it('shows only the last four characters', () => {
    expect(maskSecret(SECRET)).toBe('••••4242');
    expect(maskSecret('whsec_0123456789abcdef')).toBe('••••cdef');
  });
  it('keeps empty empty and hides short secrets completely', () => {
    expect(maskSecret('')).toBe('');
    expect(maskSecret('abcd')).toBe('••••');
    expect(maskSecret('abcdefghijk')).toBe('••••');
    expect(maskSecret('abcdefghijkl')).toBe('••••ijkl');
  });
  it('recognises a masked value', () => {
    expect(looksMasked(maskSecret(SECRET))).toBe(true);
    expect(looksMasked(SECRET)).toBe(false);
  });
});

describe('secret columns', () => {
  const keys: Keys = { pepper: randomBytes(32), secrets: key };
  const spec = { table: 'stripe_connections', fields: ['secret_key', 'webhook_secret'] as const };

  it('seals only the fields given, into <field>_encrypted, and masks them back', () => {
    const sealed = sealSecrets(keys, spec, 7, { secret_key: SECRET });
    expect(Object.keys(sealed)).toEqual(['secret_key_encrypted']);
    const row = { ...sealed, ...sealSecrets(keys, spec, 7, { webhook_secret: '' }) };
    expect(maskSecrets(keys, spec, 7, row)).toEqual({ secret_key: '••••4242', webhook_secret: '' });
  });

  it('cannot read a ciphertext moved to another row or column', () => {
    const sealed = sealSecrets(keys, spec, 7, { secret_key: SECRET, webhook_secret: 'whsec_x' });
    expect(() => maskSecrets(keys, spec, 8, sealed)).toThrow(/failed authentication/);
    const swapped = {
      secret_key_encrypted: sealed.webhook_secret_encrypted,
      webhook_secret_encrypted: sealed.secret_key_encrypted,
    };
    expect(() => maskSecrets(keys, spec, 7, swapped)).toThrow(/failed authentication/);
  });
});

describe('secretInput', () => {
  it('treats an echo of the current mask as unchanged and refuses other masked values', () => {
    expect(secretInput('secret_key', '••••4242', '••••4242')).toBeUndefined();
    expect(secretInput('secret_key', undefined, '••••4242')).toBeUndefined();
    expect(() => secretInput('secret_key', '••••9999', '••••4242')).toThrow(/looks like a masked value/);
    expect(() => secretInput('secret_key', '••••4242')).toThrow(/looks like a masked value/);
    expect(secretInput('secret_key', SECRET, '••••4242')).toBe(SECRET);
    expect(secretInput('secret_key', '', '••••4242')).toBe('');
  });
});
