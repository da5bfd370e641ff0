import { badRequest } from '../http/failure.ts';

/**
 * The redirect_url of a Stripe connect flow must lead back to one of `origins` (the server's public origin,
 * which also serves the console, and the operator's CONSOLE_ORIGINS): the server later sends the browser
 * there, so anything else would make it an open redirect.
 */
export function checkRedirectUrl(value: string, origins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('redirect_url is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('redirect_url must be http(s)');
  if (url.username || url.password) throw badRequest('redirect_url must not carry credentials');
  if (!origins.includes(url.origin)) {
    throw badRequest(`redirect_url must be on this console's origin (${origins.join(', ')})`);
  }
  return url.href;
}
