/**
 * What an input shows while empty (docs/behaviour.md#validation): a shape to type ('YYYY-MM-DD',
 * '(XXX) XXX-XXXX', 'https://') as it is, and a sample value as 'e.g. Arena 2026', so it never reads as a
 * value already entered; `sample` words it in the form's language (elements/resource-panel/texts.ts).
 */
export function placeholderText(
  placeholder: string | undefined,
  sample: (words: { value: string }) => string,
): string | undefined {
  if (!placeholder) return undefined;
  const shape = /YYYY|XXX|:\/\/$/.test(placeholder);
  return shape ? placeholder : sample({ value: placeholder });
}
