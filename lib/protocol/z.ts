import * as z from 'zod/mini';
import { issueMessage } from './issue-message.ts';

// zod/mini (4 KB instead of 19 KB in a browser bundle) ships no locale: every message a user may read is
// defined once (./issue-message.ts), for the client and the server alike (docs/behaviour.md#validation).
z.config({ customError: issueMessage });

export { z };
