import type { Resource } from './define.ts';

// Every definition defineResource made, to tell one from a module's other exports without reading them:
// a read of a lazy schema's property builds it (lib/protocol/lazy-schema.ts). A module of its own, so
// that a panel's loader can ask without importing defineResource and what it needs.
const made = new WeakSet<object>();

export const markDefinition = (definition: Resource): void => void made.add(definition);

/** Whether `value` is an area's definition (made by defineResource). */
export const isDefinition = (value: unknown): value is Resource => made.has(value as object);
