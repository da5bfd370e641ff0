import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64urlBytes, signedBy } from '../../../lib/checkin/signature.ts';
import { parseTicketCode, signedPart } from '../../../lib/tickets/code.ts';

// The gate's signature check (docs/tickets.md, the gate): decoded without atob, the key imported once.

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { key: publicKey.export({ format: 'jwk' }).x!, privateKey };
};
const claimOf = (keys: ReturnType<typeof pair>, ticketId: number) => {
  const signed = signedPart(2, 4, ticketId);
  return parseTicketCode(
    `${signed}.${sign(null, Buffer.from(signed), keys.privateKey).toString('base64url')}`,
  )!;
};

afterEach(() => vi.restoreAllMocks());

describe('the gate’s signature check', () => {
  it('decodes unpadded base64url as Node does, and refuses what is not base64url', () => {
    for (const length of [0, 1, 2, 3, 31, 32, 33, 64]) {
      const bytes = randomBytes(length);
      expect(base64urlBytes(bytes.toString('base64url'))).toEqual(new Uint8Array(bytes));
    }
    expect(base64urlBytes('abc+')).toBeNull();
    expect(base64urlBytes('ab/c')).toBeNull();
    expect(base64urlBytes('abcd=')).toBeNull();
    expect(base64urlBytes('abcde')).toBeNull();
    expect(base64urlBytes('abcé')).toBeNull();
  });

  it('imports an account’s key once for every check with it', async () => {
    const account = pair();
    const imports = vi.spyOn(crypto.subtle, 'importKey');
    const checks = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signedBy(account.key, claimOf(account, index + 1))),
    );
    expect(checks.every(Boolean)).toBe(true);
    expect(await signedBy(account.key, claimOf(pair(), 1))).toBe(false);
    expect(imports).toHaveBeenCalledTimes(1);
  });

  it('refuses, rather than throws, with a key or signature that is not one', async () => {
    const account = pair();
    const claim = claimOf(account, 1);
    expect(await signedBy('not a key!', claim)).toBe(false);
    expect(await signedBy(account.key.slice(0, 20), claim)).toBe(false);
    expect(await signedBy(account.key, { ...claim, signature: '*'.repeat(86) })).toBe(false);
  });
});
