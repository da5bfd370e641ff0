import { z } from './z.ts';
import { userInfoSchema } from './user.ts';

/** The session record kept in browser storage under AUTH_STORAGE_KEY of storage-keys.ts (docs/behaviour.md#records). */
export const authRecordSchema = z.object({
  token: z.string().check(z.minLength(1)),
  access: z.number(),
  id: z.optional(z.nullable(z.int())),
  userInfo: z.optional(z.nullable(z.partial(userInfoSchema))),
});
export type AuthRecord = z.infer<typeof authRecordSchema>;
