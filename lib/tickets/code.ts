/**
 * A ticket's code, as its QR carries it (docs/tickets.md): `RT1.<account>.<rodeo>.<ticket>.<signature>`,
 * the signature being the account's Ed25519 signature of everything before it, in base64url. The server
 * and the gate device read it with this one parser, so both refuse the same malformed codes.
 */
export interface TicketClaim {
  accountId: number;
  rodeoId: number;
  ticketId: number;
  /** The bytes the signature covers. */
  signed: string;
  signature: string;
}

const PREFIX = 'RT1';
/** 64 signature bytes are 86 base64url characters, unpadded. */
const CODE = /^RT1\.(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.([\w-]{86})$/;
/** The longest code a request may carry: longer is no code at all. */
export const TICKET_CODE_MAX = 128;

export const signedPart = (accountId: number, rodeoId: number, ticketId: number): string =>
  `${PREFIX}.${accountId}.${rodeoId}.${ticketId}`;

export function parseTicketCode(code: string): TicketClaim | null {
  const match = CODE.exec(code.trim());
  if (!match) return null;
  const [accountId, rodeoId, ticketId] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  return {
    accountId,
    rodeoId,
    ticketId,
    signed: signedPart(accountId, rodeoId, ticketId),
    signature: match[4]!,
  };
}

/**
 * What a gate says to a scan, in the order it checks: a code that is not the account's signed ticket, one
 * for another rodeo, one voided (by a refund or by staff), one admitted before, else admit.
 */
export const GATE_ANSWERS = [
  'admit',
  'already_admitted',
  'refunded',
  'voided',
  'other_rodeo',
  'forged',
] as const;
export type GateAnswer = (typeof GATE_ANSWERS)[number];
