import { badRequest, notFound } from '../http/failure.ts';
import type { ResourceHooks } from '../resources/save.ts';

// Sort values 10 apart leave room to slot one FAQ between two without renumbering the others.
const SORT_STEP = 10;

export const helpbotFaqHooks: ResourceHooks = {
  handlers: {
    async reorder({ db, session }, input) {
      const ids = input.helpbot_faq_ids as number[];
      if (new Set(ids).size !== ids.length) throw badRequest('helpbot_faq_ids: An FAQ is listed twice');
      const [found] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM helpbot_faqs WHERE account_id = $1 AND helpbot_faq_id = ANY($2::int[])',
        [session.accountId, ids],
      );
      if (found?.count !== ids.length) throw notFound('No such helpbot faq');
      await db.query(
        `UPDATE helpbot_faqs f SET sort = o.position * ${SORT_STEP}, updated_at = now()
           FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position)
          WHERE f.helpbot_faq_id = o.id AND f.account_id = $1`,
        [session.accountId, ids],
      );
      return { success: true };
    },
  },
};
