import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

interface Revision {
  revision_id: number;
  user_email: string | null;
  data: Record<string, unknown>;
}

describe.each(databases())('revisions on %s', (database) => {
  let api: TestApi;
  let editor: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    editor = await api.login('user@demo.test');
  });
  afterAll(() => api.close());

  const revisions = async (token: string, area: string, id: number) => {
    const result = await api.call('revision', 'list', { token, body: { area, record_id: id } });
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return (result.packet.payload as { list: Revision[] }).list;
  };

  it('keeps each save of an article, with its author, and restores one as a new revision', async () => {
    const created = await api.call('article', 'create', {
      token: editor,
      body: { title: 'Gates open', body: '<p>Six o’clock</p>' },
    });
    expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
    const id = (created.packet.payload as { article_id: number }).article_id;
    const admin = await api.login('admin@demo.test');
    const opened = (created.packet.payload as { updated_at: string }).updated_at;
    await api.call('article', 'update', {
      token: admin,
      body: { article_id: id, body: '<p>Seven</p>', updated_at: opened },
    });
    const saved = await revisions(editor, 'article', id);
    expect(saved.map((revision) => [revision.user_email, revision.data.body])).toEqual([
      ['admin@demo.test', '<p>Seven</p>'],
      ['user@demo.test', '<p>Six o’clock</p>'],
    ]);
    expect(saved[0]!.data).not.toHaveProperty('article_id');

    const restored = await api.call('revision', 'restore', {
      token: editor,
      body: { revision_id: saved[1]!.revision_id },
    });
    expect(restored.status, JSON.stringify(restored.packet.errors)).toBe(200);
    expect(restored.packet.payload).toMatchObject({ article_id: id, body: '<p>Six o’clock</p>' });
    const after = await revisions(editor, 'article', id);
    expect(after).toHaveLength(3);
    expect(after[0]!.data.body).toBe('<p>Six o’clock</p>');
    // The restore is logged as such, in the article's history.
    const [entry] = await api.db.query<{ action: string; area: string; record_id: number }>(
      'SELECT action, area, record_id FROM activity ORDER BY activity_id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'restore', area: 'article', record_id: id });
  });

  it('keeps revisions of helpbot FAQs too, and of no area outside the four', async () => {
    const faq = await api.call('helpbot_faq', 'create', {
      token: editor,
      body: { question: 'When does the revision test open its gates?', answer: 'At six.' },
    });
    expect(faq.status, JSON.stringify(faq.packet.errors)).toBe(200);
    const faqId = (faq.packet.payload as { helpbot_faq_id: number }).helpbot_faq_id;
    await api.call('helpbot_faq', 'update', {
      token: editor,
      body: {
        helpbot_faq_id: faqId,
        answer: 'At seven.',
        updated_at: (faq.packet.payload as { updated_at: string }).updated_at,
      },
    });
    expect((await revisions(editor, 'helpbot_faq', faqId)).map((revision) => revision.data.answer)).toEqual([
      'At seven.',
      'At six.',
    ]);
    await api.call('contact', 'create', {
      token: editor,
      body: { first_name: 'No', last_name: 'Revisions' },
    });
    const areas = await api.db.query<{ area: string }>('SELECT DISTINCT area FROM revisions ORDER BY area');
    expect(
      areas.every(({ area }) => ['article', 'message_prompt', 'helpbot_faq', 'broadcast'].includes(area)),
    ).toBe(true);
    const contact = await api.call('revision', 'list', {
      token: editor,
      body: { area: 'contact', record_id: 1 },
    });
    expect(contact.status).toBe(400);
  });

  it('lets no other account list or restore a revision', async () => {
    const created = await api.call('article', 'create', { token: editor, body: { title: 'Private draft' } });
    const id = (created.packet.payload as { article_id: number }).article_id;
    const [own] = await revisions(editor, 'article', id);
    const other = await api.login('owner@other.test');
    const list = await api.call('revision', 'list', {
      token: other,
      body: { area: 'article', record_id: id },
    });
    const restore = await api.call('revision', 'restore', {
      token: other,
      body: { revision_id: own!.revision_id },
    });
    expect([list.status, restore.status]).toEqual([404, 404]);
  });
});
