import { describe, expect, it } from 'vitest';
import { passhash } from '../../../lib/crypto/passhash.ts';
import { passhash as passhashSchema } from '../../../lib/protocol/fields.ts';

describe('passhash (docs/behaviour.md#validation: SHA-256, hex)', () => {
  it('matches the published SHA-256 vectors', async () => {
    expect(await passhash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await passhash('password')).toBe(
      '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    );
  });

  it('hashes the UTF-8 bytes of the password', async () => {
    expect(await passhash('pässwörd')).toBe(
      '46970bef70aced8123f0d5d094717e2a5cd412041e03b26376049fe65b2834a4',
    );
  });

  it('produces what the protocol accepts as a passhash', async () => {
    expect(passhashSchema.safeParse(await passhash('secret')).success).toBe(true);
  });
});
