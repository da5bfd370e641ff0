import * as zod from 'zod/mini';
import { lazily } from './lazy-schema.ts';

// zod/mini with every maker of a schema or a check this repository calls made lazy (lazy-schema.ts):
// the rest of zod (config, the types, parse helpers) as it is. A maker left out here still works, built
// where it is written; add it here to have it built on first use.
export * from 'zod/mini';

export const array = lazily(zod.array);
export const boolean = lazily(zod.boolean);
export const _default = lazily(zod._default);
export const email = lazily(zod.email);
export const extend = lazily(zod.extend);
export const gte = lazily(zod.gte);
export const int = lazily(zod.int);
export const literal = lazily(zod.literal);
export const looseObject = lazily(zod.looseObject);
export const lte = lazily(zod.lte);
export const maximum = lazily(zod.maximum);
export const maxLength = lazily(zod.maxLength);
export const minimum = lazily(zod.minimum);
export const minLength = lazily(zod.minLength);
export const never = lazily(zod.never);
export const nullable = lazily(zod.nullable);
export const nullish = lazily(zod.nullish);
export const number = lazily(zod.number);
export const object = lazily(zod.object);
export const optional = lazily(zod.optional);
export const partial = lazily(zod.partial);
export const pipe = lazily(zod.pipe);
export const record = lazily(zod.record);
export const refine = lazily(zod.refine);
export const regex = lazily(zod.regex);
export const strictObject = lazily(zod.strictObject);
export const string = lazily(zod.string);
export const transform = lazily(zod.transform);
export const trim = lazily(zod.trim);
export const union = lazily(zod.union);
export const unknown = lazily(zod.unknown);
export const url = lazily(zod.url);
export const iso = { date: lazily(zod.iso.date), datetime: lazily(zod.iso.datetime) };
// Reserved words, exported by name.
const lazyEnum = lazily(zod.enum);
const lazyNull = lazily(zod.null);
export { lazyEnum as enum, lazyNull as null };
