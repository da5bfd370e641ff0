// A schema built on its first use, not where it is written (docs/architecture.md, what the browser checks).
// zod builds each schema as it is declared, and a panel's module graph declares hundreds (every area's
// fields, records and commands): built at evaluation, they were 25-40 ms of a profiled contact list load.
// A lazy schema records the call that makes it; any use (a parse, a read of its shape) builds it once,
// with the schemas in its arguments built first, and hands the use on to it.

const BUILD = Symbol('build');

type Built = object;

/** The arguments of a call, with every lazy schema in them (in arrays and plain objects too) built. */
function built(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const build = (value as { [BUILD]?: () => Built })[BUILD];
  if (build) return build();
  if (Array.isArray(value)) return value.map(built);
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, built(item)]));
}

// `check` (and its alias `with`) adds checks to a schema: chained on a lazy one, it stays lazy.
const CHAINED = new Set<PropertyKey>(['check', 'with']);

function lazySchema(make: () => Built): Built {
  let schema: Built | undefined;
  const build = (): Built => (schema ??= make());
  return new Proxy(
    {},
    {
      get(_, key) {
        if (key === BUILD) return build;
        if (CHAINED.has(key)) {
          return (...checks: unknown[]) =>
            lazySchema(() => (build() as { check: (...c: unknown[]) => Built }).check(...checks.map(built)));
        }
        const real = build();
        return Reflect.get(real, key, real) as unknown;
      },
      has: (_, key) => key === BUILD || Reflect.has(build(), key),
      set: (_, key, value) => Reflect.set(build(), key, value),
      ownKeys: () => Reflect.ownKeys(build()),
      getPrototypeOf: () => Reflect.getPrototypeOf(build()),
      // The empty target holds none of the schema's properties, so none may be reported as fixed on it.
      getOwnPropertyDescriptor(_, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(build(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

/** `make` (a zod function that makes a schema or a check) as one that makes it on first use. */
export const lazily = <F extends (...args: never[]) => unknown>(make: F): F =>
  ((...args: unknown[]) =>
    lazySchema(() => (make as unknown as (...a: unknown[]) => Built)(...args.map(built)))) as unknown as F;
