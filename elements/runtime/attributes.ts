/** How an element property is written as an attribute. Properties of other kinds stay out of markup. */
export type AttributeType = 'string' | 'number' | 'boolean';

export type AttributeValue = string | number | boolean | undefined;

/** `autoCloseDelay` -> `auto-close-delay`. */
export const attributeName = (prop: string): string =>
  prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Reads an attribute as HTML authors expect: a boolean is true whenever present (`<x open>` included) and
 * a removed attribute gives undefined, so the component falls back to its own default. A number that
 * does not parse also counts as absent.
 */
export function parseAttribute(type: AttributeType, value: string | null): AttributeValue {
  if (value === null) return undefined;
  if (type === 'boolean') return true;
  if (type === 'string') return value;
  const number = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Writes a property back as its attribute, which then is the single source of the value. */
export function reflectProperty(
  element: Element,
  attribute: string,
  type: AttributeType,
  value: unknown,
): void {
  if (type === 'boolean') element.toggleAttribute(attribute, Boolean(value));
  else if (value === undefined || value === null) element.removeAttribute(attribute);
  else element.setAttribute(attribute, String(value));
}
