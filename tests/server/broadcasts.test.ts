import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(databases())('broadcasts on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('user@demo.test');
  });
  afterAll(() => api.close());

  const create = (body: Row) => api.call('broadcast', 'create', { token, body });
  // Based on the stored version: these tests are about the broadcast's own rules, not conflicts.
  const update = async (body: Row) =>
    api.call('broadcast', 'update', {
      token,
      body: { updated_at: await api.versionOf('broadcast', body.broadcast_id), ...body },
    });
  // A demo prompt that only names contact fields, which a scheduled broadcast needs (docs/jobs.md).
  const fillablePrompt = async () =>
    (
      await api.db.query<{ id: number }>(
        `SELECT message_prompt_id AS id FROM message_prompts p JOIN accounts a USING (account_id)
          WHERE a.domain = 'demo.test' AND p.body LIKE 'Howdy%'`,
      )
    )[0]!.id;
  const refusal = (result: { status: number; packet: { errors: { detail?: string }[] } }) => [
    result.status,
    result.packet.errors[0]?.detail,
  ];

  it('seeds broadcasts around today in both accounts, the past ones sent', async () => {
    const rows = await api.db.query<{ status: string; past: boolean }>(
      `SELECT status, scheduled_at < now() AS past FROM broadcasts b JOIN accounts a USING (account_id)
        WHERE a.domain = 'demo.test'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.past).every((row) => row.status === 'sent')).toBe(true);
    expect(rows.some((row) => row.status === 'scheduled')).toBe(true);
  });

  it('moves a scheduled broadcast to another future day, and lists a month by its time span', async () => {
    const created = await create({
      title: 'Slack results',
      channel: 'push',
      scheduled_at: inDays(2),
      status: 'scheduled',
      message_prompt: await fillablePrompt(),
    });
    expect(created.status).toBe(200);
    const id = (created.packet.payload as Row).broadcast_id;
    const target = inDays(5);
    const moved = await update({ broadcast_id: id, scheduled_at: target });
    expect(moved.status).toBe(200);
    expect(Date.parse(String((moved.packet.payload as Row).scheduled_at))).toBe(Date.parse(target));
    const listed = await api.call('broadcast', 'list', {
      token,
      body: {
        filters: [
          { field: 'scheduled_at', operator: '>=', value: inDays(4) },
          { field: 'scheduled_at', operator: '<', value: inDays(6) },
        ],
        limit: 1000,
      },
    });
    expect(listed.status).toBe(200);
    const ids = (listed.packet.payload as { list: Row[] }).list.map((row) => row.broadcast_id);
    expect(ids).toContain(id);
  });

  it('refuses to schedule in the past, but keeps drafts anywhere and lets an overdue one be retitled', async () => {
    expect(
      refusal(
        await create({ title: 'Too late', channel: 'email', scheduled_at: inDays(-1), status: 'scheduled' }),
      ),
    ).toEqual([400, 'scheduled_at: A scheduled broadcast must be in the future']);
    const draft = await create({ title: 'Old idea', channel: 'email', scheduled_at: inDays(-3) });
    expect([draft.status, (draft.packet.payload as Row).status]).toEqual([200, 'draft']);
    const id = (draft.packet.payload as Row).broadcast_id;
    expect(refusal(await update({ broadcast_id: id, status: 'scheduled' }))).toEqual([
      400,
      'scheduled_at: A scheduled broadcast must be in the future',
    ]);
    // A scheduled broadcast whose time went by (no sender ran) can still have its title fixed.
    await api.db.query(`UPDATE broadcasts SET status = 'scheduled' WHERE broadcast_id = $1`, [id]);
    expect((await update({ broadcast_id: id, title: 'Old idea, renamed' })).status).toBe(200);
    expect(
      refusal(
        await create({ title: 'Ahead of time', channel: 'sms', scheduled_at: inDays(2), status: 'sent' }),
      ),
    ).toEqual([400, 'status: sent is set when the broadcast goes out; choose draft, scheduled or cancelled']);
  });

  it('keeps a sent broadcast read-only: update and delete answer 409 and change nothing', async () => {
    // Only the sender makes a broadcast sent: here, the database stands in for it.
    const [made] = await api.db.query<{ id: number }>(
      `INSERT INTO broadcasts (account_id, title, channel, scheduled_at, status)
       SELECT account_id, 'Sent by hand', 'sms', $1, 'sent' FROM accounts WHERE domain = 'demo.test'
       RETURNING broadcast_id AS id`,
      [inDays(-1)],
    );
    const id = made!.id;
    const before = (await api.call('broadcast', 'read', { token, query: { broadcast_id: String(id) } }))
      .packet.payload as Row;
    for (const body of [{ scheduled_at: inDays(3) }, { title: 'Rewritten' }, { status: 'draft' }]) {
      expect(refusal(await update({ broadcast_id: id, ...body }))).toEqual([
        409,
        'This broadcast was sent: it is read-only',
      ]);
    }
    const removed = await api.call('broadcast', 'delete', { token, query: { broadcast_id: String(id) } });
    expect(refusal(removed)).toEqual([409, 'This broadcast was sent: it is read-only']);
    const read = await api.call('broadcast', 'read', { token, query: { broadcast_id: String(id) } });
    expect(read.packet.payload).toEqual(before);
  });

  it('schedules only with a prompt its channel can send: email needs an email prompt, SMS an SMS one', async () => {
    const prompts = await api.db.query<{ id: number; channel: string }>(
      `SELECT message_prompt_id AS id, channel FROM message_prompts p JOIN accounts a USING (account_id)
        WHERE a.domain = 'demo.test' AND p.name IN ('Gates open', 'Helpbot greeting')`,
    );
    const sms = prompts.find((p) => p.channel === 'sms')!.id;
    const chat = prompts.find((p) => p.channel === 'chat')!.id;
    const scheduled = (channel: string, prompt: number) =>
      create({ title: 'Fit', channel, scheduled_at: inDays(2), status: 'scheduled', message_prompt: prompt });
    expect(refusal(await scheduled('email', sms))).toEqual([
      400,
      'message_prompt: This prompt is for SMS: email broadcasts need email prompts',
    ]);
    expect(refusal(await scheduled('sms', chat))[0]).toBe(400);
    expect((await scheduled('sms', sms)).status).toBe(200);
    expect((await scheduled('push', chat)).status).toBe(200);
    // A draft may hold any prompt; scheduling it, or changing a scheduled one's channel, is checked.
    const draft = await create({
      title: 'Idea',
      channel: 'email',
      scheduled_at: inDays(3),
      message_prompt: sms,
    });
    expect(draft.status).toBe(200);
    const id = (draft.packet.payload as Row).broadcast_id;
    expect((await update({ broadcast_id: id, status: 'scheduled' })).status).toBe(400);
    expect((await update({ broadcast_id: id, channel: 'sms', status: 'scheduled' })).status).toBe(200);
    expect((await update({ broadcast_id: id, channel: 'email' })).status).toBe(400);
  });

  it('checks its fields: channel, a missing time, a prompt of another account', async () => {
    expect((await create({ title: 'x', channel: 'fax', scheduled_at: inDays(1) })).status).toBe(400);
    expect((await create({ title: 'x', channel: 'email' })).status).toBe(400);
    expect((await create({ title: 'x', channel: 'email', scheduled_at: 'next friday' })).status).toBe(400);
    const [foreign] = await api.db.query<{ id: number }>(
      `SELECT message_prompt_id AS id FROM message_prompts p JOIN accounts a USING (account_id)
        WHERE a.domain = 'other.test' LIMIT 1`,
    );
    const refused = await create({
      title: 'x',
      channel: 'email',
      scheduled_at: inDays(1),
      message_prompt: foreign!.id,
    });
    expect(refused.status).toBe(400);
  });
});
