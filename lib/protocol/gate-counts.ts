import { z } from './z.ts';

/** A rodeo's gate counts (docs/tickets.md): what `checkin/counts` answers and the dashboard's glance carries. */
export const gateCountsSchema = z.object({
  admitted: z.int(),
  not_arrived: z.int(),
  gates: z.array(z.object({ gate: z.string(), admitted: z.int() })),
});
