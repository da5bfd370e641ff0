import type { Keys } from '../keys.ts';
import { idLinkSigner } from '../secrets/link-signature.ts';

export const TICKET_PAGE_PATH = '/tickets';

const signer = idLinkSigner('console-kit ticket page v1');

/**
 * The public ticket page's address: a capability (docs/tickets.md). It names the ticket and carries the
 * server's signature of it, so nobody reaches another ticket's page by changing the number.
 */
export const ticketPageUrl = (origin: string, keys: Keys, ticketId: number): string =>
  `${origin}${TICKET_PAGE_PATH}/${signer.token(keys, ticketId)}`;

/** The ticket a page address names, when its signature holds. */
export const verifyTicketPage = (keys: Keys, token: string): number | null => signer.read(keys, token);
