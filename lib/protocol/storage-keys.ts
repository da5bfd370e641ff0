// Kept apart from the zod schemas: the session store reads these keys in every element, and importing
// them from a schema module would pull zod into the shared runtime chunk.

/** The browser storage key of the auth record (docs/behaviour.md#records). */
export const AUTH_STORAGE_KEY = 'auth';
