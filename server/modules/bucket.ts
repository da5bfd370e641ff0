import { bucket } from '../../lib/resources/bucket.ts';
import { countText } from '../../lib/format/count.ts';
import { noteRecord } from '../activity/trail.ts';
import { ApiFailure, badRequest } from '../http/failure.ts';
import type { ResourceHooks } from '../resources/save.ts';
import { findRecord } from '../resources/sql.ts';
import { trashRecord } from '../trash/trash.ts';

export const bucketHooks: ResourceHooks = {
  handlers: {
    // docs/behaviour.md#areas: a bucket goes only when empty, or with its images moved to another bucket first.
    async delete(ctx, input) {
      const { db, session } = ctx;
      const existing = await findRecord(db, bucket, session, input.bucket_id as number);
      const target = input.move_to as number | undefined;
      if (target === existing.bucket_id)
        throw badRequest('move_to: choose a bucket other than the one deleted');
      if (target !== undefined) await findRecord(db, bucket, session, target);
      await db.transaction(async (tx) => {
        const [held] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM images WHERE bucket = $1 AND account_id = $2',
          [existing.bucket_id, session.accountId],
        );
        const count = held?.n ?? 0;
        if (count > 0 && target === undefined) {
          throw new ApiFailure(
            409,
            'Conflict',
            `The bucket ${String(existing.name)} holds ${countText(count, 'image')}: move them to another bucket, or delete them, first`,
          );
        }
        if (count > 0) {
          await tx.query(
            'UPDATE images SET bucket = $1, updated_at = now() WHERE bucket = $2 AND account_id = $3',
            [target, existing.bucket_id, session.accountId],
          );
        }
        // Into the trash like any record (server/trash): a restore finds its images moved, which they stay.
        await trashRecord({ ...ctx, db: tx }, bucket, existing);
      });
      noteRecord(ctx, bucket, existing, undefined);
      return { success: true };
    },
  },
};
