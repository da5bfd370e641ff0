import { z } from './z.ts';
import { plainText } from './plain-text.ts';

export const FIELD_TYPES = ['string', 'number', 'boolean', 'date', 'enum'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const OPERATORS = [
  '=',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'IN',
  'NOT IN',
  'IS NULL',
  'IS NOT NULL',
] as const;
export type Operator = (typeof OPERATORS)[number];

const NULL_CHECKS = ['IS NULL', 'IS NOT NULL'] as const;
const EQUALITY = ['=', '!='] as const;
const SETS = ['IN', 'NOT IN'] as const;
const COMPARISONS = ['>', '<', '>=', '<='] as const;

// docs/behaviour.md#validation: which operators fit which field type.
export const OPERATORS_BY_TYPE: Record<FieldType, readonly Operator[]> = {
  string: [...EQUALITY, 'LIKE', 'NOT LIKE', ...SETS, ...NULL_CHECKS],
  number: [...EQUALITY, ...SETS, ...NULL_CHECKS, ...COMPARISONS],
  boolean: [...EQUALITY],
  date: [...EQUALITY, ...COMPARISONS, ...NULL_CHECKS],
  enum: [...EQUALITY, ...SETS, ...NULL_CHECKS],
};

export const isNullCheck = (op: Operator): boolean => (NULL_CHECKS as readonly Operator[]).includes(op);
export const isSetOperator = (op: Operator): boolean => (SETS as readonly Operator[]).includes(op);

/** A field of a listable resource: its type, and whether it may be filtered and sorted on. */
export interface ListField {
  type: FieldType;
  filterable: boolean;
  sortable: boolean;
  values?: readonly string[];
  /** A name or title: sorted as people read it, 'Person2' before 'Person10' (docs/behaviour.md#lists). */
  natural?: boolean;
}
export type ListFields = Record<string, ListField>;

export const LIST_DEFAULT_LIMIT = 25;
export const LIST_DEFAULT_PAGE = 1;
export const LIST_SCHEMA_MAX_LIMIT = 1000;
export const LIST_BUILDER_MAX_LIMIT = 100;
export const LIST_MAX_IN_VALUES = 100;
export const LIST_COUNT_UP_TO_MAX = 1_000_000;
/** What the console asks a list to count up to: "more than 10,000" beyond it (docs/behaviour.md#lists). */
export const LIST_COUNT_UP_TO = 10_000;
export const ORDERS = ['asc', 'desc', 'random'] as const;
export type Order = (typeof ORDERS)[number];

const scalar = z.union([plainText().check(z.maxLength(2500)), z.number(), z.boolean()]);

export const filterSchema = z.object({
  field: z.string().check(z.minLength(1), z.maxLength(64)),
  operator: z.enum(OPERATORS),
  value: z.optional(
    z.union([
      z.null(),
      scalar,
      z
        .array(z.union([plainText().check(z.maxLength(2500)), z.number()]))
        .check(z.maxLength(LIST_MAX_IN_VALUES)),
    ]),
  ),
});
export type Filter = z.infer<typeof filterSchema>;

// The generic list query of docs/behaviour.md#records; the schema allows a limit up to 1000, the client builder up to 100.
export const listQuerySchema = z.object({
  filters: z._default(z.array(filterSchema).check(z.maxLength(50)), []),
  page: z._default(z.int().check(z.gte(1)), LIST_DEFAULT_PAGE),
  limit: z._default(z.int().check(z.gte(1), z.lte(LIST_SCHEMA_MAX_LIMIT)), LIST_DEFAULT_LIMIT),
  sort: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  order: z._default(z.enum(ORDERS), 'asc'),
  // Optional (docs/protocol.md, lists): count the matches only up to this many; beyond it the answer says
  // `count_more`. Left out, `count` is the exact total, as the published protocol has it.
  count_up_to: z.optional(z.int().check(z.gte(1), z.lte(LIST_COUNT_UP_TO_MAX))),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const SEARCH_MAX = 200;

/** The list query of docs/behaviour.md#validation plus a search text over the resource's main text fields. */
export const resourceListSchema = z.extend(listQuerySchema, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX))),
});
export type ParsedListQuery = z.output<typeof listQuerySchema>;

export const listResponseSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    count: z.int(),
    /** Present (true) when more rows match than the `count_up_to` asked for, which `count` then is. */
    count_more: z.optional(z.literal(true)),
    limit: z.int(),
    page: z.int(),
    sort: z.string(),
    order: z.enum(ORDERS),
  });
export interface ListResponse<T> {
  list: T[];
  count: number;
  count_more?: true;
  limit: number;
  page: number;
  sort: string;
  order: Order;
}
