import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const helpbotFaqArea = {
  name: 'helpbot_faq',
  access: ACCESS.user,
  group: 'Support',
  screens: {
    list: ['/helpbot/list', 'Helpbot FAQs', 'LifeBuoy'],
    create: ['/helpbot/create', 'Create Helpbot FAQ'],
    'bulk-upload': ['/helpbot/bulk-upload', 'Bulk Upload Helpbot FAQs'],
    edit: ['/helpbot/edit/:helpbot_faq_id', 'Edit Helpbot FAQ'],
    reorder: ['/helpbot/reorder', 'Reorder Helpbot FAQs'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/helpbot/trash', 'Deleted Helpbot FAQs'],
  },
} as const satisfies AreaMeta;
