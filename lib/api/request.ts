import type { Command } from '../protocol/command.ts';
import { toFormData } from './form-data.ts';

/** The one API entry of docs/architecture.md: module and command travel in the query string. */
export const commandUrl = (apiBase: string, command: Pick<Command, 'module' | 'command'>): URL => {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/api`, 'http://relative.invalid');
  url.searchParams.set('module', command.module);
  url.searchParams.set('command', command.command);
  return url;
};

// A relative apiBase ('' or '/x') must stay relative so the browser resolves it against the page.
const urlText = (apiBase: string, url: URL): string =>
  /^[a-z][a-z0-9+.-]*:/i.test(apiBase) ? url.href : `${url.pathname}${url.search}`;

const queryValue = (value: unknown): string =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

/**
 * GET and DELETE carry the input in the query, POST and PUT as a JSON body, or as multipart form data for
 * uploads. The input is sent as the caller wrote it: the server parses it with the same schema.
 */
export function buildRequest(
  apiBase: string,
  command: Pick<Command, 'module' | 'command' | 'method'>,
  input: unknown,
  token: string,
  multipart = false,
): BuiltRequest {
  const url = commandUrl(apiBase, command);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  // No cookies: the token travels in the header (docs/security.md). Without credentials, Chromium also
  // sends the call on connections of its own instead of queueing it behind the page's script chunks for
  // the six an origin gets (docs/embedding.md, how a screen gets to its first rows quickly).
  const init: RequestInit = { method: command.method, headers, credentials: 'omit' };
  const fields = (input ?? {}) as Record<string, unknown>;
  if (command.method === 'GET' || command.method === 'DELETE') {
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, queryValue(value));
    }
  } else if (multipart) {
    // The browser sets the multipart boundary itself, so no Content-Type here.
    init.body = toFormData(fields);
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(fields);
  }
  return { url: urlText(apiBase, url), init };
}
