// The stable codes an API error carries beside its English detail (docs/protocol.md): a client shows the
// code's text in its user's language and falls back to the detail for a code it does not know, so a code
// once shipped keeps its name and meaning; a new one is added beside the others.
export const ERROR_CODES = [
  // A field's value (params: field, and max, min, format, values or keys where they apply).
  'required',
  'too_long',
  'too_short',
  'too_many',
  'too_few',
  'too_big',
  'too_small',
  'invalid_email',
  'invalid_format',
  'invalid_type',
  'invalid_choice',
  'unknown_field',
  'invalid_value',
  // The request as a whole.
  'bad_request',
  'unauthorized',
  'session_ended',
  'invalid_login',
  'invalid_code',
  'passkey_refused',
  'forbidden',
  'level_required',
  'second_factor_required',
  'password_change_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  'email_taken',
  'stale',
  'too_large',
  'throttled',
  'server_error',
  'bad_gateway',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The values a code's text is filled with: a field's name, a limit, a number of minutes. */
export type ErrorParams = Record<string, string | number>;
