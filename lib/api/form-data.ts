// Keys that would reach Object.prototype in a server that rebuilds nested objects from bracketed names.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/**
 * Multipart body for uploads (docs/protocol.md): nested objects and arrays become bracketed names such as
 * `meta[tags][0]`, files go in as files, null and undefined are left out.
 */
export function toFormData(fields: Record<string, unknown>, formData = new FormData()): FormData {
  const append = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) {
      formData.append(name, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => append(`${name}[${index}]`, item));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) append(`${name}[${checkedKey(key)}]`, item);
    } else {
      formData.append(name, String(value));
    }
  };
  for (const [key, value] of Object.entries(fields)) append(checkedKey(key), value);
  return formData;
}

function checkedKey(key: string): string {
  if (FORBIDDEN_KEYS.has(key)) throw new Error(`Field name "${key}" is not allowed in an upload`);
  return key;
}
