import { ACCESS } from './access.ts';
import { commandRef } from './command-ref.ts';
import type { stripeCommands } from './stripe.ts';

// What the Stripe connections panel needs before its first paint, apart from the schemas (stripe.ts) so
// that its first read leaves without loading zod (docs/architecture.md, what the browser checks).

export const STRIPE_STRING_MAX = 255;
export const STATEMENT_DESCRIPTOR_MAX = 100;
/** The level connect, edit and delete ask for; read and list need less. */
export const STRIPE_MANAGE_ACCESS = ACCESS.groupAdmin;

export const stripeListRef = commandRef<typeof stripeCommands.list>('stripe', 'list', 'POST', 'user');
