import { commandRef } from './command-ref.ts';
import type { druidiaCommands } from './druidia.ts';

// What the service connections panel needs before its first paint, apart from the schemas (druidia.ts) so
// that its first read leaves without loading zod (docs/architecture.md, what the browser checks).

/** docs/behaviour.md#records names these services; the full list is not shown, so this is the list the product supports. */
export const DRUIDIA_SERVICES = ['image', 'content', 'product', 'rodeo', 'contractor', 'task'] as const;
export type DruidiaService = (typeof DRUIDIA_SERVICES)[number];

export const druidiaListRef = commandRef<typeof druidiaCommands.list>('druidia', 'list', 'POST', 'user');
