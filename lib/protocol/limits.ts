// Field rules shared by several protocol modules (docs/behaviour.md#validation and docs/behaviour.md#limits),
// apart from their schemas (fields.ts) so that a read view can quote them without loading zod.
export const NAME_MAX = 150;
export const DESCRIPTION_MAX = 2500;
export const PASSWORD_MIN = 4;
export const PHONE_DIGITS = 10;
