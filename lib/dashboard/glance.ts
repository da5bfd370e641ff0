import type { CallCommand } from '../api/client.ts';
import { encodeListState, type AddressedView } from '../list/list-address.ts';
import type { ResponseOf } from '../protocol/command.ts';
import { dashboardCommands } from '../protocol/dashboard.ts';
import { LIST_DEFAULT_LIMIT, LIST_DEFAULT_PAGE } from '../protocol/list.ts';
import { AREAS } from '../resources/areas.ts';

export type Glance = ResponseOf<typeof dashboardCommands.glance>;

/** One line of "since your last visit": an area, how many of its records changed, and the list of them. */
export interface ChangedArea {
  label: string;
  /** The area, by which a language names it (lib/i18n/area-words.ts plural). */
  resource: string;
  count: number;
  href: string;
}

/** The caller's today as YYYY-MM-DD in their own time zone: a rodeo on it is still upcoming. */
export const localDay = (now: Date): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** The glance's input: the console's page builds the same request before any code (server/http/early-request.ts). */
export const glanceInput = (since: string, today: string) => ({ since, today });

export const loadGlance = (call: CallCommand, since: string, now: Date): Promise<Glance> =>
  call(dashboardCommands.glance, glanceInput(since, localDay(now)));

/** At most one read of the glance a second, however busy the account (docs/behaviour.md#live-changes). */
export const GLANCE_GAP_MS = 1000;
/** How often the dashboard reads the glance while the live stream is down. */
export const GLANCE_POLL_MS = 15_000;

/**
 * The areas whose changes change the glance: each area it counts, and the upcoming lists' areas. A paid
 * order from Stripe tells its rodeo's `checkin` (server/tickets/ticket-events.ts), not its own area, so
 * the orders' count follows that too.
 */
export function glanceAreas(glance: Glance): string[] {
  const areas = new Set(glance.changed.map((area) => area.resource));
  if (glance.rodeos) areas.add('rodeo');
  if (glance.broadcasts) areas.add('broadcast');
  if (areas.has('ticket_order')) areas.add('checkin');
  return [...areas];
}

const PLAIN: AddressedView = {
  search: '',
  filters: [],
  sort: undefined,
  order: 'asc',
  page: LIST_DEFAULT_PAGE,
  limit: LIST_DEFAULT_LIMIT,
};

const screenOf = (resource: string, view: string) =>
  AREAS.find((area) => area.name === resource)?.screens[view];

/**
 * The areas with changes, each linking into its list filtered to the records changed since the visit,
 * newest first (the list's address, docs/behaviour.md#addresses): the count and the list show the same rows.
 */
export const changedAreas = (glance: Glance, since: string): ChangedArea[] =>
  glance.changed.flatMap(({ resource, label, count }) => {
    const list = screenOf(resource, 'list');
    if (!list || count === 0) return [];
    const view: AddressedView = {
      ...PLAIN,
      filters: [{ field: 'updated_at', operator: '>', value: since }],
      sort: 'updated_at',
      order: 'desc',
    };
    return [{ label, resource, count, href: `${list[0]}?${encodeListState(view, PLAIN)}` }];
  });

/** The address of an area's list. */
export const listHref = (resource: string): string | undefined => screenOf(resource, 'list')?.[0];

/** The address of one record's edit screen, or its area's list when the area has no edit screen. */
export const recordHref = (resource: string, id: number): string | undefined => {
  const edit = screenOf(resource, 'edit');
  return edit ? edit[0].replace(/:\w+/, String(id)) : listHref(resource);
};
