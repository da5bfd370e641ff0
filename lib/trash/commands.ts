import { z } from '../protocol/z.ts';
import type { CommandSpec, ResourceParts, ResourceSpec, ServerOptions } from '../resources/spec.ts';
import type { Field } from '../resources/field.ts';

/** Trashed records a Trash view shows per page, newest first. */
export const TRASH_PAGE_SIZE = 50;

/** One trashed record as the Trash view lists it (docs/behaviour.md#trash). */
export const trashItemSchema = z.object({
  record_id: z.int(),
  title: z.string(),
  deleted_at: z.string(),
  deleted_by: z.nullable(z.string()),
  /** When the sweeper deletes it forever (TRASH_DAYS after deleted_at). */
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashPageSchema = z.object({
  items: z.array(trashItemSchema),
  total: z.int(),
  page: z.int(),
});

/**
 * The trash commands of an area that deletes (docs/architecture.md#trash): `trash` lists what was deleted,
 * `restore` puts a record back under its own id, `purge` deletes it forever. Same level as delete.
 */
export function trashCommands(
  spec: Pick<ResourceSpec<Record<string, Field>>, 'label' | 'plural'> & {
    server?: Pick<ServerOptions, 'without'>;
  },
  { record, byId }: ResourceParts,
): Record<string, Omit<CommandSpec, 'auth' | 'access'>> {
  if (spec.server?.without?.includes('delete')) return {};
  const many = spec.plural.toLowerCase();
  return {
    trash: {
      method: 'POST',
      request: z.object({ page: z._default(z.int().check(z.gte(1), z.lte(10_000)), 1) }),
      response: trashPageSchema,
      summary: `The deleted ${many} of the caller’s account still in the trash, newest first.`,
    },
    restore: {
      method: 'POST',
      request: byId,
      response: record,
      summary: `Put a deleted ${spec.label.toLowerCase()} back, with what its delete took along, under the rules a save keeps; 409 if its unique value was taken meanwhile or a rule of its area refuses it now.`,
    },
    purge: {
      method: 'DELETE',
      request: byId,
      response: z.object({ success: z.boolean() }),
      summary: `Delete a ${spec.label.toLowerCase()} in the trash forever.`,
    },
  };
}
