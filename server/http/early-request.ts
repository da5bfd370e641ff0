import { createHash } from 'node:crypto';
import { EARLY_REQUESTS } from '../../lib/api/early-response.ts';
import { buildRequest, type BuiltRequest } from '../../lib/api/request.ts';
import { listStateOf } from '../../lib/list/list-params.ts';
import { ACCESS } from '../../lib/protocol/access.ts';
import { AUTH_STORAGE_KEY } from '../../lib/protocol/storage-keys.ts';
import { firstPageRequest } from '../../lib/resource-views/first-page.ts';
import { AREAS } from '../../lib/resources/areas.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { matchRoute } from '../../lib/routing/match.ts';
import { ROUTES, type RouteDef } from '../../lib/routing/routes.ts';

/** The inline script of a page, and the CSP source that allows exactly it. */
export interface EarlyScript {
  html: string;
  hashSource: string;
}

// The host's API base: the console's page configures none, so its calls go to /api on its own origin.
const HOST_API_BASE = '';

// Each area's table list, by its path: the screens whose first request the address alone defines.
const LISTS = new Map(
  AREAS.flatMap((area) => {
    const path = area.screens.list?.[0];
    const resource = DEFINITIONS.find((definition) => definition.name === area.name);
    return path && resource ? [[path, { resource, parentQuery: area.parentQuery }] as const] : [];
  }),
);
const NO_ROUTE: RouteDef = { path: '', label: '', group: null, level: 0, routeOnly: true, userMenu: false };

/**
 * The API requests the console's first screen at `path?search` makes first, exactly as its client builds
 * them (the same list state, view and request code), with an empty bearer the page fills in; none for a
 * screen whose first request depends on more than the address (a list narrowed to a parent) or that has
 * no list. An address the list cannot read asks for nothing: the list says what is wrong.
 */
export function earlyRequests(path: string, search: string): { level: number; requests: BuiltRequest[] } {
  const { route } = matchRoute(ROUTES, path, NO_ROUTE);
  const list = LISTS.get(route.path);
  const none = { level: 0, requests: [] };
  if (!list || (list.parentQuery && new URLSearchParams(search).has(list.parentQuery))) return none;
  const command = list.resource.commands.list;
  let request;
  try {
    request = firstPageRequest(list.resource, listStateOf(search));
  } catch {
    return none;
  }
  if (!command || !request) return none;
  return {
    level: Math.max(route.level, ACCESS.signedIn),
    requests: [buildRequest(HOST_API_BASE, command, request, '')],
  };
}

// In a script element, `<` could close it or open a comment: JSON allows it escaped.
const scriptSafe = (json: string): string => json.replace(/</g, '\\u003c');

/**
 * The page's inline script that sends its screen's first requests at once, in parallel with its code
 * (docs/embedding.md, how a screen gets to its first rows quickly): with the stored session's token, when
 * it is signed in at the route's level and not held at the password screen; the API client takes each
 * response instead of asking again (lib/api/early-response.ts). Undefined when there is nothing to send.
 */
export function earlyScript(path: string, search: string): EarlyScript | undefined {
  const { level, requests } = earlyRequests(path, search);
  if (requests.length === 0) return undefined;
  const code =
    `(()=>{try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}));` +
    `if(typeof s.token=="string"&&s.token&&s.access>=${level}&&s.userInfo?.reset_required!==1)` +
    `window.${EARLY_REQUESTS}=${scriptSafe(JSON.stringify(requests))}.map((r)=>` +
    `(r.init.headers.Authorization="Bearer "+s.token,(r.response=fetch(r.url,r.init)).catch(()=>0),r))}catch{}})()`;
  return {
    html: `<script>${code}</script>`,
    hashSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}
