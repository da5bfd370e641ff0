import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const ticketOrderArea = {
  name: 'ticket_order',
  access: ACCESS.admin,
  group: 'Event Management',
  screens: {
    list: ['/rodeo/ticket-orders', 'Ticket Orders', 'Ticket'],
    detail: ['/rodeo/ticket-orders/:ticket_order_id', 'Ticket Order'],
  },
} as const satisfies AreaMeta;
