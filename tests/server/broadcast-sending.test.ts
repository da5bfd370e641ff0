import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJobsConfig } from '../../server/jobs/config.ts';
import { JOB_HANDLERS } from '../../server/jobs/kinds.ts';
import { jobWorker } from '../../server/jobs/worker.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

describe.each(databases())('broadcasts are sent (%s)', (database) => {
  let api: TestApi;
  let sink: Sink;
  let user: string;
  let superAdmin: string;
  let other: string;

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: ['bounce@fans.test'] });
    api = await startTestApi({
      database,
      config: { ...EMBED_CONFIG, jobs: { ...loadJobsConfig({}), smtpUrl: sink.url, sendBatch: 2 } },
    });
    user = await api.login('user@demo.test');
    superAdmin = await api.login('super@demo.test');
    other = await api.login('owner@other.test');
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  const worker = () =>
    jobWorker({ db: api.db, config: api.config, keys: api.keys }, JOB_HANDLERS, { poll: false });
  const soon = () => new Date(Date.now() + 60_000).toISOString();
  // Time's test hook: the broadcast's moment comes now, through the same column (and trigger) a user moves.
  const makeDue = (id: number) =>
    api.db.query(`UPDATE broadcasts SET scheduled_at = now() - interval '1 second' WHERE broadcast_id = $1`, [
      id,
    ]);

  async function contact(first: string, extra: Record<string, unknown>) {
    const { packet, status } = await api.call('contact', 'create', {
      token: user,
      body: { first_name: first, last_name: 'Rider', company: `${first} Ranch`, ...extra },
    });
    expect(status, JSON.stringify(packet.errors)).toBe(200);
    return (packet.payload as { contact_id: number }).contact_id;
  }

  async function prompt(body: string, subject: string | null = 'News for {{first_name}}', channel = 'email') {
    const { packet } = await api.call('message_prompt', 'create', {
      token: user,
      body: { name: `Prompt ${Math.random()}`, channel, subject, body },
    });
    return (packet.payload as { message_prompt_id: number }).message_prompt_id;
  }

  async function schedule(body: Record<string, unknown>, token = user) {
    return api.call('broadcast', 'create', {
      token,
      body: { title: 'Finals night', channel: 'email', scheduled_at: soon(), status: 'scheduled', ...body },
    });
  }

  it('sends one filled email per opted-in contact of the tag, with an unsubscribe that works', async () => {
    const ids = [
      await contact('Amy', { email: 'amy@fans.test', tags: ['fans'], opted_in: true }),
      await contact('Bo', { email: 'bo@fans.test', tags: ['fans', 'vip'], opted_in: true }),
      await contact('Cy', { email: 'cy@fans.test', tags: ['fans'], opted_in: true }),
    ];
    await contact('Out', { email: 'out@fans.test', tags: ['fans'], opted_in: false });
    await contact('Else', { email: 'else@fans.test', tags: ['other'], opted_in: true });
    await contact('Bounce', { email: 'bounce@fans.test', tags: ['fans'], opted_in: true });
    await contact('Nomail', { tags: ['fans'], opted_in: true });
    const promptId = await prompt('Howdy {{first_name}} of {{company}}, see you at the finals.');
    const { packet, status } = await schedule({ message_prompt: promptId, audience_tag: 'fans' });
    expect(status, JSON.stringify(packet.errors)).toBe(200);
    const broadcastId = (packet.payload as { broadcast_id: number }).broadcast_id;

    // Not due yet: nothing goes.
    expect(await worker().runDue()).toBe(0);
    await makeDue(broadcastId);
    expect(await worker().runDue()).toBe(1);

    const mine = sink.received.filter((m) => m.to.endsWith('@fans.test'));
    expect(mine.map((m) => m.to).sort()).toEqual(['amy@fans.test', 'bo@fans.test', 'cy@fans.test']);
    const amy = mine.find((m) => m.to === 'amy@fans.test')!;
    expect(amy.subject).toBe('News for Amy');
    expect(amy.text).toContain('Howdy Amy of Amy Ranch, see you at the finals.');
    const link = /<(http[^>]+)>/.exec(amy.headers['list-unsubscribe'] ?? '')![1]!;
    expect(amy.text).toContain(link);
    expect(amy.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const report = (
      await api.call('broadcast', 'report', { token: user, query: { broadcast_id: String(broadcastId) } })
    ).packet.payload as Record<string, unknown>;
    expect(report).toMatchObject({
      status: 'sent',
      total: 5,
      sent: 3,
      failed: 2,
      unsubscribed: 0,
      queued: 0,
    });
    expect((report.reasons as { reason: string }[]).map((r) => r.reason).sort()).toEqual([
      'The contact has no email address',
      'The mail server refused this address (550)',
    ]);
    // What went, to whom: the report names the broadcast and each recipient with their delivery's state.
    expect(report).toMatchObject({ title: 'Finals night', channel: 'email' });
    expect(report.scheduled_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const recipients = report.recipients as {
      contact_id: number;
      name: string;
      address: string | null;
      status: string;
      error: string | null;
      sent_at: string | null;
    }[];
    expect(recipients.map((r) => [r.name.split(' ')[0], r.address, r.status]).sort()).toEqual([
      ['Amy', 'amy@fans.test', 'sent'],
      ['Bo', 'bo@fans.test', 'sent'],
      ['Bounce', 'bounce@fans.test', 'failed'],
      ['Cy', 'cy@fans.test', 'sent'],
      ['Nomail', null, 'failed'],
    ]);
    expect(recipients.find((r) => r.status === 'sent')!.sent_at).toMatch(/Z$/);
    expect(recipients.find((r) => r.address === null)!.error).toBe('The contact has no email address');
    // A panel embedded without the contacts lists no recipient: the counts only.
    const key = await apiKeyOf(api, 'admin@demo.test');
    const reportAs = async (resources: string[]) => {
      const token = await embedToken(api, key.secret, 'user@demo.test', [
        { tag: 'resource-panel', resources },
      ]);
      const answer = await api.call('broadcast', 'report', {
        token,
        query: { broadcast_id: String(broadcastId) },
      });
      expect(answer.status).toBe(200);
      return answer.packet.payload as Record<string, unknown>;
    };
    const broadcastsOnly = await reportAs(['broadcast']);
    expect(broadcastsOnly).toMatchObject({ sent: 3, failed: 2 });
    expect(broadcastsOnly).not.toHaveProperty('recipients');
    expect(JSON.stringify(broadcastsOnly)).not.toContain('amy@fans.test');
    expect((await reportAs(['broadcast', 'contact'])).recipients).toHaveLength(5);
    const read = await api.call('broadcast', 'read', {
      token: user,
      query: { broadcast_id: String(broadcastId) },
    });
    expect((read.packet.payload as { status: string }).status).toBe('sent');

    // A second run of everything due sends nothing more.
    await api.db.query(`UPDATE jobs SET status = 'queued', run_at = now() WHERE idempotency_key = $1`, [
      `broadcast:${broadcastId}`,
    ]);
    await worker().runDue();
    expect(sink.received.filter((m) => m.to.endsWith('@fans.test'))).toHaveLength(3);

    // A forged link is refused; the real one (a mail client's one-click POST) opts the contact out.
    const forged = link.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await api.app.request(new URL(forged).pathname, { method: 'POST' })).status).toBe(400);
    expect((await api.app.request(new URL(link).pathname)).status).toBe(200);
    const done = await api.app.request(new URL(link).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    const [amyRow] = await api.db.query<{ opted_in: boolean }>(
      'SELECT opted_in FROM contacts WHERE contact_id = $1',
      [ids[0]],
    );
    expect(amyRow!.opted_in).toBe(false);
    const after = (
      await api.call('broadcast', 'report', { token: user, query: { broadcast_id: String(broadcastId) } })
    ).packet.payload as Record<string, unknown>;
    expect(after.unsubscribed).toBe(1);

    // The sent broadcast is read-only; its job shows done to a super admin, not to a user.
    expect(
      (
        await api.call('broadcast', 'update', {
          token: user,
          body: {
            broadcast_id: broadcastId,
            title: 'x',
            updated_at: await api.versionOf('broadcast', broadcastId),
          },
        })
      ).status,
    ).toBe(409);
    const jobs = await api.call('job', 'list', { token: superAdmin, body: {} });
    expect(jobs.status).toBe(200);
    expect((jobs.packet.payload as { list: { title: string }[] }).list.map((j) => j.title)).toContain(
      'Send broadcast: Finals night',
    );
    expect((await api.call('job', 'list', { token: user, body: {} })).status).toBe(403);
  });

  it('sends SMS to textable phones and push to contacts through the simulator, which records them', async () => {
    await contact('Sam', { phone: '3075550100', phone_textable: true, tags: ['sms-fans'], opted_in: true });
    await contact('Landline', {
      phone: '3075550101',
      phone_textable: false,
      tags: ['sms-fans'],
      opted_in: true,
    });
    const promptId = await prompt('Gates open at six, {{first_name}}', null, 'sms');
    const ids: number[] = [];
    for (const channel of ['sms', 'push']) {
      const { packet } = await schedule({ channel, message_prompt: promptId, audience_tag: 'sms-fans' });
      ids.push((packet.payload as { broadcast_id: number }).broadcast_id);
    }
    for (const id of ids) await makeDue(id);
    await worker().runDue();
    const recorded = await api.db.query<{ channel: string; recipient: string; body: string }>(
      `SELECT channel, recipient, body FROM simulated_messages WHERE body LIKE 'Gates open at six%' ORDER BY channel, body`,
    );
    expect(recorded.map((m) => [m.channel, m.body])).toEqual([
      ['push', 'Gates open at six, Landline'],
      ['push', 'Gates open at six, Sam'],
      ['sms', 'Gates open at six, Sam'],
    ]);
    expect(recorded.find((m) => m.channel === 'sms')!.recipient).toBe('3075550100');
    const sms = (
      await api.call('broadcast', 'report', { token: user, query: { broadcast_id: String(ids[0]) } })
    ).packet.payload as { sent: number; failed: number; reasons: { reason: string }[] };
    expect(sms).toMatchObject({
      sent: 1,
      failed: 1,
      reasons: [{ reason: 'The contact has no textable phone number', count: 1 }],
    });
  });

  it('refuses at scheduling time what could not be sent, and a status only the sender sets', async () => {
    const bad = await prompt('Your seats for {{rodeo_name}}, {{first_name}}');
    const refused = await schedule({ message_prompt: bad });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.packet.errors)).toContain('{{rodeo_name}} is not a contact field');
    const none = await schedule({});
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.packet.errors)).toContain('A scheduled broadcast needs a message prompt');
    const good = await prompt('Hi {{first_name}}');
    for (const status of ['sent', 'sending', 'failed']) {
      const typed = await schedule({
        message_prompt: good,
        status,
        scheduled_at: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(typed.status).toBe(400);
      expect(JSON.stringify(typed.packet.errors)).toContain(
        `status: ${status} is set when the broadcast goes out`,
      );
    }
    // A draft may hold any prompt; scheduling it is what is refused.
    const draft = await schedule({ message_prompt: bad, status: 'draft' });
    expect(draft.status).toBe(200);
    const id = (draft.packet.payload as { broadcast_id: number }).broadcast_id;
    const upgrade = await api.call('broadcast', 'update', {
      token: user,
      body: { broadcast_id: id, status: 'scheduled', updated_at: await api.versionOf('broadcast', id) },
    });
    expect(upgrade.status).toBe(400);
  });

  it('cancels: a scheduled broadcast from the calendar or its job from the Jobs screen; retry queues it again', async () => {
    const promptId = await prompt('Hi {{first_name}}');
    const a = await schedule({ message_prompt: promptId, audience_tag: 'fans' });
    const aId = (a.packet.payload as { broadcast_id: number }).broadcast_id;
    const cancelled = await api.call('broadcast', 'cancel', { token: user, body: { broadcast_id: aId } });
    expect((cancelled.packet.payload as { status: string }).status).toBe('cancelled');
    expect((await api.call('broadcast', 'cancel', { token: user, body: { broadcast_id: aId } })).status).toBe(
      409,
    );
    // Another account's broadcast is unknown here.
    expect(
      (await api.call('broadcast', 'cancel', { token: other, body: { broadcast_id: aId } })).status,
    ).toBe(404);
    expect(
      (await api.call('broadcast', 'report', { token: other, query: { broadcast_id: String(aId) } })).status,
    ).toBe(404);

    const b = await schedule({ message_prompt: promptId, audience_tag: 'nobody-has-this' });
    const bId = (b.packet.payload as { broadcast_id: number }).broadcast_id;
    const [job] = await api.db.query<{ job_id: number }>(
      'SELECT job_id FROM jobs WHERE idempotency_key = $1',
      [`broadcast:${bId}`],
    );
    const jobCancel = await api.call('job', 'cancel', { token: superAdmin, body: { job_id: job!.job_id } });
    expect((jobCancel.packet.payload as { status: string }).status).toBe('cancelled');
    const read = await api.call('broadcast', 'read', { token: user, query: { broadcast_id: String(bId) } });
    expect((read.packet.payload as { status: string }).status).toBe('cancelled');
    const retried = await api.call('job', 'retry', { token: superAdmin, body: { job_id: job!.job_id } });
    expect((retried.packet.payload as { status: string }).status).toBe('queued');
    expect(
      (await api.call('job', 'retry', { token: superAdmin, body: { job_id: job!.job_id } })).status,
    ).toBe(409);
    // The queued job finds its broadcast cancelled and sends nothing.
    await worker().runDue();
    const [after] = await api.db.query<{ status: string; message: string }>(
      'SELECT status, message FROM jobs WHERE job_id = $1',
      [job!.job_id],
    );
    expect(after).toEqual({ status: 'done', message: 'Nothing sent: the broadcast is cancelled' });
    const mine = await api.call('job', 'mine', { token: user });
    expect(mine.status).toBe(200);
  });

  it('answers bad input to the new commands with a 400 that names the field, never a 5xx', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['job', 'retry', { job_id: 'x' }, 'job_id'],
      ['job', 'cancel', {}, 'job_id'],
      ['broadcast', 'cancel', { broadcast_id: -1.5 }, 'broadcast_id'],
    ];
    for (const [module, command, body, field] of cases) {
      const { status, packet } = await api.call(module, command, { token: superAdmin, body });
      expect([module, command, status], JSON.stringify(body)).toEqual([module, command, 400]);
      expect(JSON.stringify(packet.errors)).toContain(field);
    }
    // An id beyond the database's integer column is refused by the id's schema, not a server error.
    expect((await api.call('job', 'retry', { token: superAdmin, body: { job_id: 2 ** 40 } })).status).toBe(
      400,
    );
    const huge = { broadcast_id: String(2 ** 40) };
    expect((await api.call('broadcast', 'report', { token: user, query: huge })).status).toBe(400);
    expect(
      (await api.call('broadcast', 'cancel', { token: user, body: { broadcast_id: 2 ** 40 } })).status,
    ).toBe(400);
    const report = await api.call('broadcast', 'report', { token: user, query: { broadcast_id: 'abc' } });
    expect(report.status).toBe(400);
    // A job id of another account is as unknown as a missing one.
    const [foreign] = await api.db.query<{ job_id: number }>(
      "SELECT job_id FROM jobs j JOIN accounts a USING (account_id) WHERE a.domain = 'other.test' LIMIT 1",
    );
    expect(
      (await api.call('job', 'cancel', { token: superAdmin, body: { job_id: foreign!.job_id } })).status,
    ).toBe(404);
  });
});
