import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const venueArea = {
  name: 'venue',
  access: ACCESS.admin,
  group: 'Event Management',
  screens: {
    list: ['/event/venues', 'Venues', 'Building2'],
    create: ['/event/venue/create', 'Create Venue'],
  },
} as const satisfies AreaMeta;
