import { describe, expect, it, vi } from 'vitest';
import { connectionListQuery } from '../../../lib/connections/druidia.ts';
import { loadConnectionsSummary, summarizeConnections } from '../../../lib/dashboard/connections-summary.ts';

describe('the dashboard’s glance at connections', () => {
  it('counts services (shared or not) and the Stripe accounts’ active and live states', () => {
    expect(
      summarizeConnections(
        [
          { service: 'rodeo', user_id: null },
          { service: 'image', user_id: 7 },
        ],
        [
          { is_active: true, livemode: false },
          { is_active: false, livemode: true },
          { is_active: true, livemode: true },
        ],
      ),
    ).toEqual({
      services: [
        { service: 'rodeo', shared: true },
        { service: 'image', shared: false },
      ],
      stripe: { total: 3, active: 2, live: 2 },
    });
  });

  it('loads both lists with the same query', async () => {
    const call = vi.fn(async (command: { module: string }, _query: unknown) => ({
      list: command.module === 'druidia' ? [{ service: 'task', user_id: 1 }] : [],
      count: 0,
    }));
    const summary = await loadConnectionsSummary(call as never, 2);
    expect(call.mock.calls.map(([command, query]) => [command.module, query])).toEqual([
      ['druidia', connectionListQuery(2)],
      ['stripe', connectionListQuery(2)],
    ]);
    expect(summary.services).toEqual([{ service: 'task', shared: false }]);
  });
});
