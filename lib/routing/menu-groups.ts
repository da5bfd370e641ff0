// Apart from routes.ts, which imports every area: the manifest step orders a new area's line in
// lib/resources/areas.ts by these groups, and must run while that file names an area that is gone.
/** The sidebar's groups, in the order docs/behaviour.md#screens lists them. */
export const MENU_GROUPS = [
  'Dashboard',
  'Accounts',
  'Users',
  'Marketing',
  'Communication',
  'Event Management',
  'Your Data',
  'Administrative',
  'Support',
  'Media',
  'Task Board',
  'Vendors',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
