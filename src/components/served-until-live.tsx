import { createElement, type HTMLAttributes, type ReactNode } from 'react';

/** The prerender step renders in Node, where there is no document. */
const ON_SERVER = typeof document === 'undefined';

interface Props extends HTMLAttributes<HTMLElement> {
  /** The element that holds the content: its type and attributes are the same either way. */
  as: 'nav' | 'div';
  /** Whether the app renders the content; until then the browser keeps the served content. */
  live: boolean;
  children: ReactNode;
}

/**
 * Content nobody sees until they reach for it (a closed menu's links), which the app renders only
 * once it is wanted. The server always renders it, so it works before any script. In the
 * browser, until `live`, the element has an empty `dangerouslySetInnerHTML`: hydrating such an
 * element, React neither renders nor checks its children and leaves the served ones as they are
 * (`suppressHydrationWarning` for the difference), so hydration skips the whole subtree. A new
 * `key` when it turns live: React then replaces the served element with one it renders, rather
 * than patching one into the other. The e2e suite checks both (header.spec.ts).
 */
export function ServedUntilLive({ as, live, children, ...attributes }: Props) {
  if (live || ON_SERVER) return createElement(as, { key: 'live', ...attributes }, children);
  return createElement(as, {
    key: 'served',
    ...attributes,
    dangerouslySetInnerHTML: { __html: '' },
    suppressHydrationWarning: true,
  });
}
