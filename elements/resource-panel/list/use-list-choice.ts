import type { Resource } from '../../../lib/resources/define.ts';
import type { ListStateChange } from './use-list-address.ts';

/** How one choice of a list screen is written in its list state (lib/list/list-address.ts). */
export interface ListChoiceCodec<T> {
  read: (params: URLSearchParams) => T;
  /** The list state of a value; the default writes nothing. */
  write: (value: T) => string;
}

/**
 * A list screen whose state is one choice (a calendar's month, a trash's page) keeps it in its list state
 * like a table keeps its page (docs/behaviour.md#addresses): the value shown is what the state says, and
 * showing another is reported as a list-state change, so Back, reload, a copied link and coming back from
 * a form show it again.
 */
export function useListChoice<T>(
  resource: Resource,
  listState: string,
  onListState: ((change: ListStateChange) => void) | undefined,
  codec: ListChoiceCodec<T>,
): [T, (next: T) => void] {
  const value = codec.read(new URLSearchParams(listState));
  const show = (next: T) => {
    const text = codec.write(next);
    if (text !== codec.write(value))
      onListState?.({ resource: resource.name, listState: text, history: 'push' });
  };
  return [value, show];
}
