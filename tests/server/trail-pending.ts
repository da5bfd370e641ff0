const UPLOADED = 'a multipart upload, not a call of the harness: stores bytes no record claims yet';

/**
 * Write commands tests/server/trail-property.test.ts does not call yet, each with why. A command here is
 * not proved traced: the list is the work left, and a new write command fails the test until it gets a
 * recipe or a line here.
 */
export const PENDING: Record<string, string> = {
  'user/logout': 'ends a session, no record of an area: one entry for user, with no record',
  'account/verify_domain': 'fetches the domain: a test server (domain-verification.test.ts)',
  'druidia/request': 'writes no record: one entry for druidia, with no record',
  'stripe/checkout_link':
    'signs a checkout link, writes no record: one entry for stripe, with no record (who made which link)',
  'stripe/handle_callback': 'needs the OAuth round trip (stripe-oauth.test.ts)',
  'broadcast/cancel': 'needs a sending broadcast (broadcast-sending.test.ts)',
  'rodeo_sync/run': 'runs for minutes, logged after its start (docs/security.md)',
  'file/upload': UPLOADED,
  'image/upload': UPLOADED,
  'job/retry': 'needs a failed job (job-queue.test.ts)',
  'ticket/resend': 'needs a mail server (ticket-mail.test.ts)',
  'job/cancel': 'needs a queued job (job-queue.test.ts)',
  'second_factor/setup':
    'the caller’s own factor, no record of an area (second-factor.test.ts reads its entries)',
  'second_factor/confirm': 'needs a code of the secret just set up (second-factor.test.ts reads its entries)',
  'second_factor/disable': 'needs a confirmed factor (second-factor.test.ts reads its entries)',
  'second_factor/recovery_codes': 'needs a confirmed factor (second-factor.test.ts reads its entries)',
  'passkey/register_options': 'the caller’s own challenge, no record of an area (passkeys.test.ts)',
  'passkey/register': 'needs an attestation of the test authenticator (passkeys.test.ts reads its entries)',
  'passkey/rename': 'needs a registered passkey (passkeys.test.ts reads its entries)',
  'passkey/remove': 'needs a registered passkey (passkeys.test.ts reads its entries)',
  'session/end': 'needs a second session of the caller (sessions-list.test.ts)',
  'session/end_others': 'needs a second session of the caller (sessions-list.test.ts)',
  'second_factor/reset':
    'needs another user with a factor below the caller (second-factor-reset.test.ts reads its entry)',
  'embed/create': 'an embed session, no record of an area (API key)',
  'embed/claim': 'an embed session, no record of an area (client secret)',
  'list_prefs/save_view': 'a user’s list preference, no record of an area',
  'list_prefs/delete_view': 'a user’s list preference, no record of an area',
  'list_prefs/save_prefs': 'a user’s list preference, no record of an area',
};
