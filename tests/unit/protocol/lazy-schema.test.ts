import { describe, expect, it, vi } from 'vitest';

// Every call of a zod/mini function that makes a schema or a check, counted: lib/protocol/zod-on-use.ts
// must make none of them before a schema is used (docs/performance.md, schemas on first use).
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const counted =
    (make: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      made.count += 1;
      return make(...args);
    };
  const SKIP = new Set(['config', 'parse', 'safeParse', 'registry', 'clone']);
  return Object.fromEntries(
    Object.entries(real).map(([name, value]) => [
      name,
      typeof value === 'function' && /^[a-z_]/.test(name) && !SKIP.has(name)
        ? counted(value as (...args: unknown[]) => unknown)
        : name === 'iso'
          ? {
              ...(value as object),
              date: counted((value as { date: () => unknown }).date),
              datetime: counted((value as { datetime: () => unknown }).datetime),
            }
          : value,
    ]),
  );
});

const { DEFINITIONS } = await import('../../../lib/resources/registry.ts');
const { contact } = await import('../../../lib/resources/contact.ts');
const { resourceListSchema } = await import('../../../lib/protocol/list.ts');
const { z } = await import('../../../lib/protocol/z.ts');

describe('schemas built on first use (lib/protocol/lazy-schema.ts)', () => {
  it('every area defined, with its fields, records and commands, and not one schema built', () => {
    expect(DEFINITIONS.length).toBeGreaterThan(20);
    expect(Object.keys(contact.commands)).toContain('list');
    expect(made.count).toBe(0);
  });

  it('builds a schema, and the schemas in it, on its first parse, and only once', () => {
    const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
    expect(contact.create.safeParse(valid).success).toBe(true);
    const built = made.count;
    expect(built).toBeGreaterThan(10);
    expect(contact.create.safeParse({ ...valid, email: 'ada@' }).success).toBe(false);
    expect(made.count).toBe(built);
  });

  it('reads as the schema it stands for: its shape, checks chained on it, a type test', () => {
    expect(Object.keys(resourceListSchema.shape)).toContain('filters');
    const short = z.string().check(z.maxLength(3));
    expect(short.safeParse('abcd').success).toBe(false);
    expect(short.safeParse('abc').success).toBe(true);
    expect(short instanceof z.ZodMiniString).toBe(true);
    expect(z.object({ name: short }).safeParse({ name: 'abcd' }).error?.issues[0]?.path).toEqual(['name']);
  });
});
