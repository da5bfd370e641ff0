import { useState } from 'react';

/** DOM nodes by key, with one ref callback per key (so React does not detach and attach it each render). */
function nodeMap<K, E extends Element>() {
  const nodes = new Map<K, E>();
  const refs = new Map<K, (node: E | null) => void>();
  return {
    ref(key: K): (node: E | null) => void {
      let each = refs.get(key);
      if (!each) {
        each = (node) => {
          if (node) nodes.set(key, node);
          else nodes.delete(key);
        };
        refs.set(key, each);
      }
      return each;
    },
    get: (key: K): E | undefined => nodes.get(key),
    box: (key: K): DOMRect | undefined => nodes.get(key)?.getBoundingClientRect(),
    /** The key of the node that has focus in its document or shadow root, if any. */
    focused(): K | undefined {
      for (const [key, node] of nodes)
        if ((node.getRootNode() as Document | ShadowRoot).activeElement === node) return key;
      return undefined;
    },
    /** Each node's box on screen now. */
    boxes: () => [...nodes].map(([key, node]) => [key, node.getBoundingClientRect()] as const),
  };
}

/**
 * The nodes of a view's items (a board's columns, a month's days, a list's rows), for a move to measure
 * where the pointer is and to give focus back; the same object for the life of the view.
 */
export function useNodes<K, E extends Element>() {
  const [nodes] = useState(nodeMap<K, E>);
  return nodes;
}
