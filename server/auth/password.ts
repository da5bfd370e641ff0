import { hash, verify } from '@node-rs/argon2';
import { passwordQueue } from './work-queue.ts';

// OWASP ASVS 5.0 level 2: argon2id, 19 MiB, 2 passes, 1 lane. The pepper is argon2's secret input, so a
// database dump alone cannot be attacked offline. (2 is argon2id in @node-rs/argon2's const enum.)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Every argon2 run waits its turn in the process's password queue (work-queue.ts).
export const hashPassword = (passhash: string, pepper: Buffer): Promise<string> =>
  passwordQueue.run(() => hash(passhash, { ...OPTIONS, secret: pepper }));

export async function verifyPassword(stored: string, passhash: string, pepper: Buffer): Promise<boolean> {
  // A malformed stored hash is a wrong password; a full queue (503) is not, so it is thrown on.
  return passwordQueue.run(() => verify(stored, passhash, { secret: pepper }).catch(() => false));
}

let dummy: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
export async function dummyVerify(pepper: Buffer): Promise<void> {
  dummy ??= hashPassword('0'.repeat(64), pepper);
  await verifyPassword(await dummy, 'x', pepper);
}
