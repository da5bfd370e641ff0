import type { Packet } from '../../../lib/protocol/packet.ts';

/** No HTTP reply at all (refused, reset, cut short): the request may or may not have taken effect. */
export class NoReply extends Error {}

export interface Reply<T> {
  status: number;
  packet: Packet<T>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One protocol call; parameters go in the query for GET and DELETE, in a JSON body otherwise. */
export async function call<T>(
  api: string,
  token: string,
  route: [module: string, command: string, method: Method],
  input: Record<string, unknown> = {},
): Promise<Reply<T>> {
  const [module, command, method] = route;
  const inQuery = method === 'GET' || method === 'DELETE';
  const params = new URLSearchParams({ module, command });
  if (inQuery) for (const [key, value] of Object.entries(input)) params.set(key, String(value));
  try {
    const response = await fetch(`${api}?${params}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: inQuery ? undefined : JSON.stringify(input),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, packet: (await response.json()) as Packet<T> };
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    throw new NoReply(cause ? `${message}: ${cause.message}` : message);
  }
}
