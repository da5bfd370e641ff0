import { slugify } from '../../lib/resources/slug.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';
import type { ResourceHooks } from '../resources/save.ts';

/** The slug itself, or with -2, -3... the first one the account does not use yet. */
async function freeSlug(db: Db, accountId: number, base: string): Promise<string> {
  const taken = new Set(
    (
      await db.query<{ slug: string }>(
        `SELECT slug FROM articles WHERE account_id = $1 AND (slug = $2 OR slug LIKE $3)`,
        [accountId, base, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`],
      )
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 200 - String(n).length - 1)}-${n}`;
  return slug;
}

// A slug keeps its URL: it is generated once, from the title, and changes only when one is sent.
export const articleHooks: ResourceHooks = {
  async prepare({ db, session }, values, existing) {
    const out = { ...values };
    if (typeof out.slug === 'string') {
      out.slug = slugify(out.slug);
      if (out.slug === '') throw badRequest('slug: Needs at least one letter or digit');
    } else if (!existing || out.slug === null) {
      const base = slugify(String(out.title ?? existing?.title ?? '')) || 'article';
      out.slug = await freeSlug(db, session.accountId, base);
    }
    // Publishing stamps the time, unless the editor set one.
    const status = out.status ?? existing?.status;
    if (status === 'published' && !(out.published_at ?? existing?.published_at)) {
      out.published_at = new Date().toISOString();
    }
    return out;
  },
};
