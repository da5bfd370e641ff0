import type { Field } from './field.ts';
import type { Resource } from './spec.ts';

// The types of an area's records, inferred from its definition: each field builder (field.ts) carries
// the value a record holds and what a create sends, so a definition yields its record, create and update
// types without code generation (docs/architecture.md, adding an area).

type Fields = Record<string, Field>;
type TypesOf<T> = T extends { readonly types?: { value: infer V; create: infer C } }
  ? [V, C]
  : [unknown, unknown];
type ValueOf<T> = TypesOf<T>[0];
type SentOf<T> = TypesOf<T>[1];

/** The columns every record has besides its fields (META_COLUMNS of spec.ts). */
export interface MetaValues {
  account_id: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

/** The fields of a record as `read` and `list` answer them. */
export type FieldValues<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> };

type Row = Record<string, unknown>;

/**
 * A record of the area, its id and meta columns included. A view that takes any area (a `Resource` of no
 * one area) reads a plain row, whose fields it looks up by name.
 */
export type RecordOf<R> =
  R extends Resource<infer F, infer N>
    ? string extends N
      ? Row
      : FieldValues<F> & MetaValues & { [K in `${N}_id`]: number }
    : never;

/** What `create` takes: the required fields, and the others when given. */
export type CreateOf<R> =
  R extends Resource<infer F>
    ? { [K in keyof F as undefined extends SentOf<F[K]> ? never : K]: SentOf<F[K]> } & {
        [K in keyof F as undefined extends SentOf<F[K]> ? K : never]?: SentOf<F[K]>;
      }
    : never;

/** What `update` takes: the id and any fields, each as a create sends it. */
export type UpdateOf<R> =
  R extends Resource<infer F, infer N>
    ? { [K in `${N}_id`]: number } & { [K in keyof F]?: SentOf<F[K]> | null }
    : never;

/**
 * A demo row of the area (server/seed): any of its fields, a ref named by its target's text (an author's
 * name) as well as by id, resolved when seeding. A field the area does not have is a compile error.
 */
export type DemoRow<F extends Fields> = {
  [K in keyof F]?: number extends NonNullable<ValueOf<F[K]>> ? ValueOf<F[K]> | string : ValueOf<F[K]>;
};

/** Demo rows of one area, checked against its fields (server/seed/resource-data.ts). */
export const demoRows = <F extends Fields>(
  _resource: Resource<F>,
  rows: DemoRow<F>[],
): Record<string, unknown>[] => rows;

/** The id of a row of the area: the one place a row's id is read, and a row without one is a bug. */
export function rowId(
  resource: Pick<Resource, 'name' | 'idKey'>,
  row: Readonly<Record<string, unknown>>,
): number {
  const id = row[resource.idKey];
  if (typeof id !== 'number') throw new Error(`A ${resource.name} row without its ${resource.idKey}`);
  return id;
}

/**
 * The id a create answered: the area's id key, or `id`, the name the published protocol gives user/create's
 * answer (docs/protocol.md), which a server written to it answers alone.
 */
export const createdId = (
  resource: Pick<Resource, 'name' | 'idKey'>,
  reply: Readonly<Record<string, unknown>>,
): number =>
  reply[resource.idKey] === undefined && typeof reply.id === 'number' ? reply.id : rowId(resource, reply);
