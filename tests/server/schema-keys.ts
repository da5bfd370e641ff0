/** The keys a request schema knows (objects inside pipes, unions, optionals), so values land on real fields. */
export function knownKeys(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  const shape = def.shape as Record<string, unknown> | undefined;
  const inner = [def.in, def.out, def.innerType, def.left, def.right, ...((def.options as unknown[]) ?? [])];
  return [...Object.keys(shape ?? {}), ...inner.flatMap((next) => knownKeys(next, seen))];
}
