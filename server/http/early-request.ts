import { createHash } from 'node:crypto';
import { EARLY_REQUESTS } from '../../lib/api/early-response.ts';
import { buildRequest, type BuiltRequest } from '../../lib/api/request.ts';
import { connectionListQuery } from '../../lib/connections/druidia.ts';
import { glanceInput } from '../../lib/dashboard/glance.ts';
import { LAST_VISIT_KEY } from '../../lib/dashboard/last-visit.ts';
import { listStateOf } from '../../lib/list/list-params.ts';
import { ACCESS } from '../../lib/protocol/access.ts';
import { dashboardCommands } from '../../lib/protocol/dashboard.ts';
import { druidiaCommands } from '../../lib/protocol/druidia.ts';
import { stripeCommands } from '../../lib/protocol/stripe.ts';
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
 * A request the page sends before any code, with `fill`: the places in its address or body that the page
 * fills in from the browser (the values of FILLED), for a screen whose first requests depend on the session
 * or the clock as well as the address.
 */
export type EarlyRequest = BuiltRequest & { fill?: (keyof typeof FILLED)[] };

// What the page's script knows before any code: the stored session's account, the user's window "since
// your last visit" (the dashboard's, lib/dashboard/last-visit.ts, read where lastVisit keeps it, when it has
// kept one) and today in the browser's time zone. Each placeholder stands for its value in a request built
// by the client's own code; a request whose value the page lacks is not sent early. Each value is script
// text over what earlyScript's code holds: `u` the stored user, `d` the date, `l` the last visit's key.
const FILLED = {
  __account__: 'u.account_id',
  __since__: '(sessionStorage.getItem(l)||localStorage.getItem(l))',
  __today__: '[d.getFullYear(),d.getMonth()+1,d.getDate()].map((n)=>String(n).padStart(2,"0")).join("-")',
} as const;

/** The dashboard's first requests (host-app/screens/dashboard/dashboard-data.ts), as the client builds them. */
const DASHBOARD_REQUESTS: EarlyRequest[] = (() => {
  // A placeholder where the client puts a number: the page writes the number in its place.
  const account = connectionListQuery('__account__' as unknown as number);
  return [
    {
      ...buildRequest(HOST_API_BASE, dashboardCommands.glance, glanceInput('__since__', '__today__'), ''),
      fill: ['__since__', '__today__'],
    },
    { ...buildRequest(HOST_API_BASE, druidiaCommands.list, account, ''), fill: ['__account__'] },
    { ...buildRequest(HOST_API_BASE, stripeCommands.list, account, ''), fill: ['__account__'] },
  ];
})();

/**
 * The API requests the console's first screen at `path?search` makes first, exactly as its client builds
 * them (the same list state, view and request code), with an empty bearer the page fills in: an area's
 * list, and the dashboard's glance and connections; none for a list narrowed to a parent or a screen
 * without such requests. An address the list cannot read asks for nothing: the list says what is wrong.
 */
export function earlyRequests(path: string, search: string): { level: number; requests: EarlyRequest[] } {
  const { route } = matchRoute(ROUTES, path, NO_ROUTE);
  const level = Math.max(route.level, ACCESS.signedIn);
  if (route.path === '/dashboard') return { level, requests: DASHBOARD_REQUESTS };
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
  return { level, requests: [buildRequest(HOST_API_BASE, command, request, '')] };
}

// In a script element, `<` could close it or open a comment: JSON allows it escaped.
const scriptSafe = (json: string): string => json.replace(/</g, '\\u003c');

/**
 * The page's inline script that sends its screen's first requests at once, in parallel with its code
 * (docs/embedding.md, how a screen gets to its first rows quickly): with the stored session's token, when
 * it is signed in at the route's level and not held at the password or second-factor set-up screen; the API client takes each
 * response instead of asking again (lib/api/early-response.ts). Undefined when there is nothing to send.
 */
export function earlyScript(path: string, search: string): EarlyScript | undefined {
  const { level, requests } = earlyRequests(path, search);
  if (requests.length === 0) return undefined;
  const filled = Object.entries(FILLED)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(',');
  // Each placeholder as the client writes its value: query-encoded in the address, JSON in the body.
  const code =
    `(()=>{try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}));` +
    `if(typeof s.token=="string"&&s.token&&s.access>=${level}&&s.userInfo?.reset_required!==1&&s.userInfo?.second_factor_required!==1){` +
    `const u=s.userInfo||{},d=new Date(),l=${JSON.stringify(LAST_VISIT_KEY)}+(s.id??0),v={${filled}};` +
    `window.${EARLY_REQUESTS}=${scriptSafe(JSON.stringify(requests))}` +
    `.filter((r)=>(r.fill||[]).every((k)=>v[k]!=null)).map((r)=>{for(const k of r.fill||[]){` +
    `r.url=r.url.split(k).join(new URLSearchParams({v:v[k]}).toString().slice(2));` +
    `if(r.init.body)r.init.body=r.init.body.split(JSON.stringify(k)).join(JSON.stringify(v[k]))}` +
    `r.init.headers.Authorization="Bearer "+s.token;(r.response=fetch(r.url,r.init)).catch(()=>0);return r})}}catch{}})()`;
  return {
    html: `<script>${code}</script>`,
    hashSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}
