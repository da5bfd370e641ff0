import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type CborValue = Parameters<typeof isoCBOR.encode>[0];

/**
 * A software authenticator for server tests: an ES256 key pair per credential, 'none' attestation, and
 * assertions over the challenge it is given, encoded as browsers send them (CBOR by the library's own
 * encoder). Counters are the test's to set, to play a cloned key.
 */
export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  counter: number;
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

const b64 = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string): Uint8Array =>
  new Uint8Array(createHash('sha256').update(data).digest());

// Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
const UP_UV = 0x05;
const ATTESTED = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Uint8Array {
  const head = new Uint8Array(37);
  head.set(sha256(rpId), 0);
  head[32] = flags;
  new DataView(head.buffer).setUint32(33, counter);
  return attested ? new Uint8Array([...head, ...attested]) : head;
}

const clientData = (type: string, challenge: string, origin: string): string =>
  b64(new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false })));

/** A new credential for registration options: the response navigator.credentials.create would give. */
export function createCredential(
  options: Options,
  origin: string,
): { credential: SoftCredential; response: object } {
  const rpId = options.rp?.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const rawId = new Uint8Array(randomBytes(16));
  const idLength = new Uint8Array([0, rawId.length]);
  const attested = new Uint8Array([...new Uint8Array(16), ...idLength, ...rawId, ...cose]);
  const attestationObject = isoCBOR.encode(
    new Map<string, CborValue>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData(rpId, UP_UV | ATTESTED, 0, attested)],
    ]),
  );
  const id = b64(rawId);
  return {
    credential: { id, privateKey, counter: 0 },
    response: {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, origin),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    },
  };
}

/** An assertion over the options' challenge, its counter moved on by one (or set by `counter`). */
export function assert(
  credential: SoftCredential,
  options: Options,
  origin: string,
  counter = credential.counter + 1,
): object {
  credential.counter = counter;
  const rpId = options.rpId ?? new URL(origin).hostname;
  const data = authData(rpId, UP_UV, counter);
  const client = clientData('webauthn.get', options.challenge, origin);
  const signed = new Uint8Array([...data, ...sha256(isoBase64URL.toBuffer(client))]);
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: client,
      authenticatorData: b64(data),
      signature: b64(sign('sha256', signed, credential.privateKey)),
    },
    clientExtensionResults: {},
  };
}
