import type { UserInfo } from '../../../lib/protocol/user.ts';

/** A complete user/read payload, as the API returns it. */
export const USER_INFO: UserInfo = {
  id: 12,
  user_id: 12,
  access: 5,
  sort: 0,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  primary_phone: null,
  primary_phone_label: null,
  secondary_phone: null,
  secondary_phone_label: null,
  primary_phone_textable: 0,
  secondary_phone_textable: 0,
  deactivated: null,
  profile_image: null,
  account_id: 3,
  account_name: 'Acme',
  domain: null,
  description: null,
  enabled: 1,
  updated_at: '2026-01-02T03:04:05.678Z',
  account_updated_at: '2026-01-01T00:00:00.000Z',
};
