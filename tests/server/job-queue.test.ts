import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobs, completeJob, enqueue } from '../../server/jobs/queue.ts';
import { jobWorker, JobRefusal, type JobHandler } from '../../server/jobs/worker.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

describe.each(databases())('the job queue on %s', (database) => {
  let api: TestApi;
  let accountId: number;
  beforeAll(async () => {
    api = await startTestApi({ database });
    // The demo's scheduled broadcasts have jobs of their own, days ahead: out of these tests' way.
    [{ account_id: accountId }] = (await api.db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE domain = 'demo.test'",
    )) as [{ account_id: number }];
  });
  afterAll(() => api.close());

  const worker = (handlers: Record<string, JobHandler>) =>
    jobWorker({ db: api.db, config: api.config, keys: api.keys }, handlers, { poll: false });
  const row = async (id: number) =>
    (
      await api.db.query<Record<string, unknown>>(
        'SELECT status, attempts, last_error, run_at > now() AS later, message FROM jobs WHERE job_id = $1',
        [id],
      )
    )[0]!;
  const add = (kind: string, extra: Partial<Parameters<typeof enqueue>[1]> = {}) =>
    enqueue(api.db, { accountId, createdBy: null, kind, title: kind, ...extra });

  it('keeps one job per idempotency key', async () => {
    const a = await add('test.once', { idempotencyKey: 'once-1' });
    const b = await add('test.once', { idempotencyKey: 'once-1' });
    expect(b).toBe(a);
    const [{ n }] = (await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE idempotency_key = 'once-1'",
    )) as [{ n: number }];
    expect(n).toBe(1);
    await api.db.query(`UPDATE jobs SET status = 'cancelled' WHERE job_id = $1`, [a]);
  });

  it('retries a failing job with backoff, then rests it in the dead letters with its error', async () => {
    const id = await add('test.flaky', { maxAttempts: 2 });
    const flaky = worker({ 'test.flaky': () => Promise.reject(new Error('The far side is down')) });
    await flaky.runDue();
    expect(await row(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'The far side is down',
      later: true,
    });
    await api.db.query('UPDATE jobs SET run_at = now() WHERE job_id = $1', [id]);
    await flaky.runDue();
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'The far side is down',
    });
    // A refusal no attempt can mend goes there at once.
    const refused = await add('test.refused');
    await worker({ 'test.refused': () => Promise.reject(new JobRefusal('Nothing to send')) }).runDue();
    expect(await row(refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Nothing to send',
    });
  });

  it('takes a job again when its lease ran out, and the old holder can no longer finish it', async () => {
    const id = await add('test.lease');
    const [held] = await claimJobs(api.db, 10, 30);
    expect(held!.job_id).toBe(id);
    // Its process died: the lease runs out.
    await api.db.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE job_id = $1`, [id]);
    await worker({ 'test.lease': async () => ({ done: 'second holder' }) }).runDue();
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, message: 'second holder' });
    await completeJob(api.db, held!, 'first holder');
    expect((await row(id)).message).toBe('second holder');
  });

  it('rests a job whose runs keep ending with their process in the dead letters', async () => {
    const id = await add('test.poison', { maxAttempts: 2 });
    // Two runs whose process died: claimed, then their leases ran out.
    for (let i = 0; i < 2; i += 1) {
      await claimJobs(api.db, 10, 30);
      await api.db.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE job_id = $1`, [
        id,
      ]);
    }
    let ran = false;
    await worker({
      'test.poison': async () => {
        ran = true;
        return { done: null };
      },
    }).runDue();
    expect(ran).toBe(false);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      last_error: 'The job stopped 2 times without finishing (its process ended)',
    });
  });

  it('stops a running job that is cancelled, at its next report', async () => {
    const id = await add('test.long');
    let steps = 0;
    await worker({
      'test.long': async (ctx) => {
        for (;;) {
          await ctx.report({ progress: steps, total: 100, message: `step ${steps}` });
          steps += 1;
          if (steps === 3) await api.db.query(`UPDATE jobs SET status = 'cancelled' WHERE job_id = $1`, [id]);
        }
      },
    }).runDue();
    expect(steps).toBe(3);
    expect(await row(id)).toMatchObject({ status: 'cancelled', message: 'step 2' });
  });

  it.runIf(database === 'postgres')('gives every job to one of many concurrent claims', async () => {
    for (let i = 0; i < 40; i += 1) await add('test.many');
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJobs(api.db, 10, 30)));
    const ids = claims.flat().map((job) => job.job_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });
});
