import { valueText } from '../format/value-text.ts';
import type { Field } from '../resources/field.ts';
import { richAsText } from './rich-as-text.ts';

/** A run of words that both versions share, or that only the older (removed) or newer (added) has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One field that differs between two versions, as text, with its word-level changes. */
export interface FieldDiff {
  field: string;
  before: string;
  after: string;
  parts: DiffPart[];
}

const asText = (field: Pick<Field, 'kind' | 'format'>, value: unknown): string =>
  field.kind === 'rich' && typeof value === 'string' ? richAsText(value) : valueText(field, value);

// Words and the spaces between them, so that the parts put back together give the text unchanged.
const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/** The word-level difference of two texts (longest common subsequence), adjacent runs merged. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const previous = parts.at(-1);
    if (previous?.kind === kind) previous.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i]!);
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      push('added', b[j]!);
      j += 1;
    } else {
      push('removed', a[i]!);
      i += 1;
    }
  }
  return parts;
}

/**
 * What changed from one revision to the next (docs/behaviour.md, "Revisions"): each differing field in
 * the order of `fields` (the form's), as a reader sees it: rich text as its text, other values in words.
 */
export function revisionDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: Readonly<Record<string, Pick<Field, 'kind' | 'format'>>>,
): FieldDiff[] {
  return Object.entries(fields).flatMap(([field, definition]) => {
    const from = asText(definition, before[field]);
    const to = asText(definition, after[field]);
    return from === to ? [] : [{ field, before: from, after: to, parts: diffWords(from, to) }];
  });
}
