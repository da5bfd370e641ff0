import { z } from '../protocol/z.ts';
import { defineCommands, type Command } from '../protocol/command.ts';
import { listResponseSchema, resourceListSchema } from '../protocol/list.ts';
import { uploadCommand } from '../protocol/media.ts';
import type { AreaMeta } from './area.ts';
import { BULK_ACTION_BATCH, bulkActionRequestSchema, bulkActionResponseSchema } from '../list/bulk-action.ts';
import { BULK_MAX_ROWS, bulkRequestSchema, bulkResponseSchema } from './bulk.ts';
import type { Field } from './field.ts';
import { exportQuerySchema } from './schemas.ts';
import {
  STANDARD_COMMANDS,
  type CommandSpec,
  type FormOptions,
  type ListOptions,
  type ResourceParts,
  type ServerOptions,
  type ResourceSpec,
  type StandardCommand,
} from './spec.ts';
import { listTotalsSchema } from './totals.ts';
import { trashCommands } from '../trash/commands.ts';

/** What the command table reads of a definition (any area's: the field names do not matter here). */
type Spec = Pick<ResourceSpec<Record<string, Field>>, 'label' | 'plural'> & {
  list: Pick<ListOptions, 'totals' | 'bulkActions' | 'bulk' | 'export'>;
  form: Pick<FormOptions, 'upload'>;
  server?: Pick<ServerOptions, 'unique' | 'without' | 'commands'>;
};

/** The commands of an existing module, checked to be that module's: a definition never renames them. */
export function ownCommands(name: string, commands: Record<string, Command>): Record<string, Command> {
  for (const command of Object.values(commands)) {
    if (command.module !== name)
      throw new Error(`${name}: the command ${command.module}/${command.command} is another module's`);
  }
  return commands;
}

const standardCommands = (
  spec: Spec,
  { record, create, update, byId }: ResourceParts,
): Record<StandardCommand, Omit<CommandSpec, 'auth' | 'access'>> => {
  const one = spec.label.toLowerCase();
  const many = spec.plural.toLowerCase();
  return {
    create: {
      method: 'POST',
      request: create,
      response: record,
      summary: `Create a ${one} in the caller’s account.`,
    },
    read: {
      method: 'GET',
      request: byId,
      response: record,
      summary: `Read one ${one} of the caller’s account.`,
    },
    update: {
      method: 'PUT',
      request: update,
      response: record,
      summary: `Change fields of a ${one}; the fields left out keep their values. With the updated_at it was based on (optional: left out, the update applies unconditionally), a newer stored one answers 409 with the record as it is now.`,
    },
    delete: {
      method: 'DELETE',
      request: byId,
      response: z.object({ success: z.boolean() }),
      summary: `Delete a ${one}: it waits in the trash for TRASH_DAYS (restore, purge).`,
    },
    list: {
      method: 'POST',
      request: resourceListSchema,
      response: listResponseSchema(record),
      summary: `List the ${many} of the caller’s account (filters, sort, page, search).`,
    },
    bulk_create: {
      method: 'POST',
      request: bulkRequestSchema,
      response: bulkResponseSchema,
      summary: `Create or update up to ${BULK_MAX_ROWS} ${many} (matched by ${spec.server?.unique}); one result per row.`,
    },
    export: {
      method: 'GET',
      request: exportQuerySchema,
      response: z.unknown(),
      summary: `Stream the (filtered, searched) ${many} as CSV, formulas neutralised.`,
    },
  };
};

const totalsCommand = ({ list, plural }: Spec): Record<string, Omit<CommandSpec, 'auth' | 'access'>> =>
  list.totals
    ? {
        totals: {
          method: 'POST',
          request: exportQuerySchema,
          response: listTotalsSchema,
          summary: `Count, ${list.totals.quantity} and ${list.totals.amount} per ${list.totals.currency} of the (filtered, searched) ${plural.toLowerCase()}, in one query.`,
        },
      }
    : {};

/** bulk_action, for an area whose records a user may delete, change, or act on with an own bulk action. */
const bulkActionCommand = (
  spec: Spec,
  chosen: readonly StandardCommand[],
): Record<string, Omit<CommandSpec, 'auth' | 'access'>> =>
  chosen.includes('delete') || chosen.includes('update') || spec.list.bulkActions
    ? {
        bulk_action: {
          method: 'POST',
          request: bulkActionRequestSchema,
          response: bulkActionResponseSchema,
          summary: `Delete, set a field of, or run ${spec.label.toLowerCase()} bulk actions on the ${spec.plural.toLowerCase()} with these ids or the next ${BULK_ACTION_BATCH} matching a list query (\`after\` the returned cursor), each record checked as its own command; one refusal per record refused; the records done (\`ids\`) and a set's earlier values (\`previous\`) come back for an undo.`,
        },
      }
    : {};

const uploadCommandOf = (area: AreaMeta, { form }: Spec): Record<string, Omit<CommandSpec, 'auth'>> =>
  form.upload
    ? {
        upload: {
          ...uploadCommand(
            form.upload === 'image'
              ? 'a JPEG, PNG, WebP, AVIF or GIF image'
              : 'a file of any type but executables',
          ),
          access: area.access,
        },
      }
    : {};

/**
 * The generic module's command table, made from the fields: the standard commands the options keep, the
 * option commands, then the area's own (which may replace a standard one's schemas). Every command takes
 * the area's level unless it names its own.
 */
export function genericCommands(area: AreaMeta, spec: Spec, parts: ResourceParts): Record<string, Command> {
  const standard = standardCommands(spec, parts);
  const chosen = STANDARD_COMMANDS.filter(
    (name) =>
      !spec.server?.without?.includes(name) &&
      (name !== 'bulk_create' || spec.list.bulk) &&
      (name !== 'export' || spec.list.export),
  );
  const base: Record<string, Partial<CommandSpec>> = {
    ...Object.fromEntries(chosen.map((name) => [name, standard[name]])),
    ...totalsCommand(spec),
    ...bulkActionCommand(spec, chosen),
    ...trashCommands(spec, parts),
  };
  // The area's own commands come after the standard ones, and an upload area's upload last.
  const changes = { ...base, ...spec.server?.commands?.(parts), ...uploadCommandOf(area, spec) };
  const specs: Record<string, CommandSpec> = {};
  for (const [name, change] of Object.entries(changes)) {
    const merged = { auth: 'user', access: area.access, ...base[name], ...change };
    // No summary check: browser builds leave summaries out (elements/runtime/vite-strip-summaries.ts).
    if (!merged.method || !merged.request || !merged.response) {
      throw new Error(`${area.name}/${name}: a new command needs a method, a request and a response`);
    }
    specs[name] = merged as CommandSpec;
  }
  return defineCommands(area.name, specs) as Record<string, Command>;
}
