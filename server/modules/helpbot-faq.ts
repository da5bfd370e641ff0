import { helpbotFaq } from '../../lib/resources/helpbot-faq.ts';
import { noteRecord } from '../activity/trail.ts';
import { badRequest, notFound } from '../http/failure.ts';
import type { ResourceHooks } from '../resources/save.ts';

// Sort values 10 apart leave room to slot one FAQ between two without renumbering the others.
const SORT_STEP = 10;

export const helpbotFaqHooks: ResourceHooks = {
  handlers: {
    async reorder(ctx, input) {
      const { db, session } = ctx;
      const ids = input.helpbot_faq_ids as number[];
      if (new Set(ids).size !== ids.length) throw badRequest('helpbot_faq_ids: An FAQ is listed twice');
      const before = await db.query(
        'SELECT * FROM helpbot_faqs WHERE account_id = $1 AND helpbot_faq_id = ANY($2::int[])',
        [session.accountId, ids],
      );
      if (before.length !== ids.length) throw notFound('No such helpbot faq');
      const after = await db.query(
        `UPDATE helpbot_faqs f SET sort = o.position * ${SORT_STEP}, updated_at = now()
           FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position)
          WHERE f.helpbot_faq_id = o.id AND f.account_id = $1 RETURNING f.*`,
        [session.accountId, ids],
      );
      // An entry per FAQ it moved, naming it (docs/security.md, "Activity log").
      const stored = new Map(before.map((row) => [row.helpbot_faq_id, row]));
      for (const row of after) noteRecord(ctx, helpbotFaq, stored.get(row.helpbot_faq_id), row);
      return { success: true };
    },
  },
};
