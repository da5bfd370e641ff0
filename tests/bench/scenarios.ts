import { createHash } from 'node:crypto';
import type { Packet } from '../../lib/protocol/packet.ts';
import { MASK } from '../../server/secrets/mask.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { postJson } from './http-post.ts';
import { BENCH_STATE } from './seed-contacts.ts';

export const LIST_LIMIT = 25;
export const LIST_SERVICE = 'rodeo';

// What the console sends: SHA-256 hex of the password (docs/behaviour.md#validation), never the password itself.
const PASSHASH = createHash('sha256').update(DEMO_PASSWORD).digest('hex');

// The page a profile screen asks for: one service, newest first.
export const LIST_BODY = JSON.stringify({
  filters: [{ field: 'service', operator: '=', value: LIST_SERVICE }],
  sort: 'created_at',
  order: 'desc',
  limit: LIST_LIMIT,
});

// The contact list as the Contacts screen asks for it: one state, by last name, first page of 25.
export const CONTACT_BODY = JSON.stringify({
  filters: [{ field: 'state', operator: '=', value: BENCH_STATE }],
  sort: 'last_name',
  order: 'asc',
  page: 1,
  limit: LIST_LIMIT,
});

// Searches of the contact list over the 100,000 contacts (the search box: first and last name, email,
// company, city), sorted by last name: a surname (1 in 28), one contact's email, a city (1 in 20).
export const CONTACT_SEARCHES = { name: 'Whitfield', email: 'bench-contact-4242@', city: 'Laramie' } as const;

const contactSearchBody = (search: string): string =>
  JSON.stringify({ search, sort: 'last_name', order: 'asc', page: 1, limit: LIST_LIMIT });

interface ContactPayload {
  list: { state: string; last_name: string }[];
  count: number;
}

interface ListPayload {
  list: { service: string; token: string; created_at: string }[];
  count: number;
}

const url = (api: string, module: string, command: string, query: Record<string, string> = {}): string =>
  `${api}?${new URLSearchParams({ module, command, ...query })}`;

/** One login as the harness does it: GET with the site token; the new session token is in the packet. */
export async function loginOnce(api: string, siteToken: string, email: string): Promise<Packet> {
  const response = await fetch(url(api, 'user', 'token', { email, passhash: PASSHASH }), {
    headers: { Authorization: `Bearer ${siteToken}` },
  });
  const packet = (await response.json()) as Packet;
  if (response.status !== 200 || !packet.token) {
    throw new Error(`login ${email}: ${response.status} ${JSON.stringify(packet.errors)}`);
  }
  return packet;
}

export const login = async (api: string, siteToken: string, email: string): Promise<string> =>
  (await loginOnce(api, siteToken, email)).token!;

async function listOnce(
  api: string,
  token: string,
): Promise<{ status: number; packet: Packet<ListPayload> }> {
  const { status, text } = await postJson(
    url(api, 'druidia', 'list'),
    { Authorization: `Bearer ${token}` },
    LIST_BODY,
  );
  return { status, packet: JSON.parse(text) as Packet<ListPayload> };
}

/** The full check, once before timing: page size, filter, order, masked tokens and a non-zero count. */
export async function checkList(api: string, token: string): Promise<{ rows: number; count: number }> {
  const { status, packet } = await listOnce(api, token);
  const page = packet.payload;
  const problems = [
    status !== 200 && `status ${status} ${JSON.stringify(packet.errors)}`,
    page?.list.length !== LIST_LIMIT && `${page?.list.length} rows, not ${LIST_LIMIT}`,
    !(page && page.count > 0) && 'count is 0',
    page?.list.some((row) => row.service !== LIST_SERVICE) && `a row outside ${LIST_SERVICE}`,
    page?.list.some((row) => !row.token.startsWith(MASK)) && 'a token that is not masked',
    page?.list.some((row, i) => i > 0 && row.created_at > page.list[i - 1]!.created_at) && 'not newest first',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`druidia list: ${problems.join('; ')}`);
  return { rows: page!.list.length, count: page!.count };
}

/** A timed list request: it counts as a success only with a 200 and a full page. */
export const listRequest = (api: string, token: string) => async (): Promise<boolean> => {
  const { status, packet } = await listOnce(api, token);
  return status === 200 && packet.payload?.list.length === LIST_LIMIT;
};

/** A timed login, cycling through the demo users so no single row is the only one touched. */
export const loginRequest = (api: string, siteToken: string, emails: readonly string[]) => {
  let next = 0;
  return async (): Promise<boolean> => {
    const email = emails[next++ % emails.length]!;
    return loginOnce(api, siteToken, email).then(
      () => true,
      () => false,
    );
  };
};

async function contactListOnce(
  api: string,
  token: string,
  body = CONTACT_BODY,
): Promise<{ status: number; packet: Packet<ContactPayload> }> {
  const { status, text } = await postJson(
    url(api, 'contact', 'list'),
    { Authorization: `Bearer ${token}` },
    body,
  );
  return { status, packet: JSON.parse(text) as Packet<ContactPayload> };
}

/** The contact list's full check before timing: a full page, all in the state, by last name, the exact count. */
export async function checkContactList(api: string, token: string, expected: number): Promise<number> {
  const { status, packet } = await contactListOnce(api, token);
  const page = packet.payload;
  const problems = [
    status !== 200 && `status ${status} ${JSON.stringify(packet.errors)}`,
    page?.list.length !== LIST_LIMIT && `${page?.list.length} rows, not ${LIST_LIMIT}`,
    page?.count !== expected && `count ${page?.count}, not ${expected}`,
    page?.list.some((row) => row.state !== BENCH_STATE) && `a row outside ${BENCH_STATE}`,
    page?.list.some((row, i) => i > 0 && row.last_name < page.list[i - 1]!.last_name) && 'not by last name',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`contact list: ${problems.join('; ')}`);
  return page!.count;
}

/** A timed contact list request: a success only with a 200 and a full page. */
export const contactListRequest = (api: string, token: string) => async (): Promise<boolean> => {
  const { status, packet } = await contactListOnce(api, token);
  return status === 200 && packet.payload?.list.length === LIST_LIMIT;
};

/** A timed contact search: a success only with a 200 and at least one contact found. */
export const contactSearchRequest = (api: string, token: string, search: string) => {
  const body = contactSearchBody(search);
  return async (): Promise<boolean> => {
    const { status, packet } = await contactListOnce(api, token, body);
    return status === 200 && (packet.payload?.list.length ?? 0) > 0;
  };
};
