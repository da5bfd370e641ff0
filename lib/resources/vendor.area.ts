import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const vendorArea = {
  name: 'vendor',
  access: ACCESS.admin,
  group: 'Vendors',
  screens: {
    list: ['/product/vendors', 'Vendors', 'Store'],
    create: ['/product/vendor/create', 'Create Vendor'],
    edit: ['/product/vendor/edit/:vendor_id', 'Edit Vendor'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/product/vendors/trash', 'Deleted Vendors'],
  },
} as const satisfies AreaMeta;
