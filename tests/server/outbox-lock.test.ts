import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeChangeEvents, type ChangeEvent } from '../../server/live/outbox.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';

// server/live/outbox.ts: the account's lock, taken in the statement that writes the event, makes an
// account's event ids follow the order their transactions commit in (a replay `after` an id misses none).
// Two connections are needed to see a writer wait: PostgreSQL only.
describe.runIf(databases().includes('postgres'))('the live outbox on postgres', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database: 'postgres' });
  });
  afterAll(() => api.close());

  const event = (recordId: number): ChangeEvent => ({
    account_id: 1,
    area: 'contact',
    record_id: recordId,
    user_id: null,
    updated_at: null,
  });

  // The ids drawn so far: sequences are not transactional, so another connection sees every draw at once.
  const lastId = async () => {
    const [row] = await api.db.query<{ last: string }>(
      `SELECT pg_sequence_last_value(pg_get_serial_sequence('live_events', 'live_event_id')::regclass)::text AS last`,
    );
    return row!.last;
  };

  /**
   * A first writer of account 1 that has written its event and holds the account's lock until released; then
   * `second`, which must wait on that lock without drawing an id; then both, in commit order.
   */
  async function secondWaits(second: () => Promise<unknown>, recordId: () => Promise<number>) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = api.db.transaction(async (tx) => {
      await writeChangeEvents(tx, 'update', [event(900_001)]);
      firstWritten();
      await held;
    });
    await written;
    const drawn = await lastId();
    const waiting = second();
    await expect
      .poll(async () => {
        const [row] = await api.db.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        return row!.waiting;
      })
      .toBe(1);
    // The lock comes before the id: a waiting writer has drawn none yet.
    expect(await lastId()).toBe(drawn);
    release();
    await Promise.all([first, waiting]);
    const secondId = await recordId();
    const rows = await api.db.query<{ record_id: number }>(
      'SELECT record_id FROM live_events WHERE record_id IN (900001, $1) ORDER BY live_event_id',
      [secondId],
    );
    expect(rows.map((row) => Number(row.record_id))).toEqual([900_001, secondId]);
    await api.db.query('DELETE FROM live_events WHERE record_id = 900001');
  }

  it('makes a second writer of the account wait for the first to commit, so ids follow the commits', async () => {
    await secondWaits(
      () => writeChangeEvents(api.db, 'update', [event(900_002)]),
      async () => 900_002,
    );
  });

  it('makes a create that logs in its own statement wait the same way (server/activity/along.ts)', async () => {
    const token = await api.login('admin@demo.test');
    let answer: Promise<{ status: number; payload: unknown }> | undefined;
    await secondWaits(
      () =>
        (answer = api
          .call('contact', 'create', { token, body: freshSample('contact', 'outbox-lock') })
          .then((result) => ({ status: result.status, payload: result.packet.payload }))),
      async () => {
        const { status, payload } = await answer!;
        expect(status).toBe(200);
        return (payload as { contact_id: number }).contact_id;
      },
    );
  });
});
