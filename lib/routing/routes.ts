import { ACCESS } from '../protocol/access.ts';

/** The sidebar's groups, in the order SPEC 2 lists them. */
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

export interface RouteDef {
  path: string;
  label: string;
  /** The sidebar group; route-only screens keep the group of the area they belong to. */
  group: MenuGroup | null;
  /** Minimum access level for the entry to be shown (SPEC 6). */
  level: number;
  /** Reachable by URL or from a screen, never listed in the sidebar. */
  routeOnly: boolean;
  /** Listed in the user menu rather than the sidebar. */
  userMenu: boolean;
}

const entry = (
  group: MenuGroup | null,
  level: number,
  path: string,
  label: string,
  flags: Partial<Pick<RouteDef, 'routeOnly' | 'userMenu'>> = {},
): RouteDef => ({ path, label, group, level, routeOnly: false, userMenu: false, ...flags });

const routeOnly = { routeOnly: true } as const;

// SPEC 2, written once: the sidebar, the user menu, the host's router and the redirect rules all read this.
// Where the spec gives no level for a route-only screen, it takes the level of the list it belongs to.
export const ROUTES: readonly RouteDef[] = [
  entry(null, ACCESS.any, '/', 'Sign In', routeOnly),
  // The profile page itself is open to any signed-in user; level 3 is the user-menu entry's (SPEC 6).
  entry(null, ACCESS.user, '/profile', 'Account Profile', { routeOnly: true, userMenu: true }),

  entry('Dashboard', ACCESS.signedIn, '/dashboard', 'Dashboard'),

  entry('Accounts', ACCESS.admin, '/account/list', 'Account List'),
  entry('Accounts', ACCESS.admin, '/account/create', 'Create Account'),
  entry('Accounts', ACCESS.admin, '/account/register', 'Register Account'),

  entry('Users', ACCESS.groupAdmin, '/user/list', 'User List'),
  entry('Users', ACCESS.groupAdmin, '/user/create', 'Create User'),
  entry('Users', ACCESS.user, '/user/api/list', 'API Keys'),

  entry('Marketing', ACCESS.user, '/broadcast/calendar', 'Broadcast'),
  entry('Marketing', ACCESS.user, '/article/list', 'Articles'),
  entry('Marketing', ACCESS.user, '/article/create', 'Create Article', routeOnly),
  entry('Marketing', ACCESS.user, '/article/editor/:article_id', 'Edit Article', routeOnly),

  entry('Communication', ACCESS.user, '/contact/list', 'Contacts'),
  entry('Communication', ACCESS.user, '/contact/create', 'Create Contact', routeOnly),
  entry('Communication', ACCESS.user, '/contact/bulk-upload', 'Bulk Upload Contacts', routeOnly),

  entry('Event Management', ACCESS.circuitAdmin, '/rodeo/list', 'Rodeo List'),
  entry('Event Management', ACCESS.circuitAdmin, '/rodeo/create', 'Create Rodeo'),
  entry('Event Management', ACCESS.circuitAdmin, '/rodeo/contestants', 'Contestants'),
  entry('Event Management', ACCESS.admin, '/rodeo/ticket-orders', 'Ticket Orders'),
  entry('Event Management', ACCESS.user, '/sponsor/list', 'Sponsors'),
  entry('Event Management', ACCESS.user, '/sponsor/create', 'Create Sponsor', routeOnly),
  entry('Event Management', ACCESS.user, '/sponsor/bulk-upload', 'Bulk Upload Sponsors', routeOnly),
  entry('Event Management', ACCESS.superAdmin, '/rodeo/sync', 'Sync Rodeo Data'),

  entry('Your Data', ACCESS.user, '/data/dashboard', 'Captured Data'),
  entry('Your Data', ACCESS.user, '/file-repository/list', 'Files'),
  entry('Your Data', ACCESS.user, '/file-repository/upload', 'Upload Files'),

  entry('Administrative', ACCESS.user, '/message-prompt/list', 'Message Prompts'),
  entry('Administrative', ACCESS.user, '/message-prompt/create', 'Create Message Prompt', routeOnly),
  entry('Administrative', ACCESS.user, '/author', 'Author Profiles'),
  entry('Administrative', ACCESS.user, '/author/create', 'Create Author Profile', routeOnly),
  entry('Administrative', ACCESS.superAdmin, '/admin/jobs', 'Jobs'),

  entry('Support', ACCESS.user, '/helpbot/list', 'Helpbot FAQs'),
  entry('Support', ACCESS.user, '/helpbot/create', 'Create Helpbot FAQ', routeOnly),
  entry('Support', ACCESS.user, '/helpbot/bulk-upload', 'Bulk Upload Helpbot FAQs', routeOnly),

  entry('Media', ACCESS.user, '/image/gallery', 'Image Gallery'),
  entry('Media', ACCESS.user, '/image/bucket', 'Photo Buckets'),
  entry('Media', ACCESS.user, '/image/bucket/create', 'Create Bucket'),
  entry('Media', ACCESS.user, '/image/create', 'Add Image', routeOnly),
  entry('Media', ACCESS.user, '/image/edit/:image_id', 'Edit Image', routeOnly),

  entry('Task Board', ACCESS.superAdmin, '/task/board', 'Task Board'),

  entry('Vendors', ACCESS.admin, '/product/vendors', 'Vendors'),
  entry('Vendors', ACCESS.admin, '/product/vendor/create', 'Create Vendor', routeOnly),
];
