import type { HTMLAttributes } from 'react';

/** An empty inner HTML: React neither hydrates nor ever replaces what is drawn inside. */
export const LEFT_ALONE = { __html: '' };

/**
 * An element of the app's markup whose content is drawn without React (the service worker's
 * notices, the language offer): React renders it empty, and leaves what it finds inside as it
 * is, before hydration or after. An element given its inner HTML has no children for hydration
 * to compare, and the same inner HTML is never set again (e2e/pwa-notices.spec.ts proves it).
 * Its place in the markup is the content's place in reading and keyboard order.
 */
export function DrawnOutsideReact(props: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, true>) {
  return <div {...props} dangerouslySetInnerHTML={LEFT_ALONE} suppressHydrationWarning />;
}
