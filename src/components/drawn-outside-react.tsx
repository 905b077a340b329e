import { useContext, type HTMLAttributes } from 'react';
import { KEPT_PART } from './served-parts';
import { ServedPartsContext } from './served-parts-context';

/** An empty inner HTML: React neither hydrates nor ever replaces what is drawn inside. */
export const LEFT_ALONE = { __html: '' };

/**
 * An element of the app's markup whose content is drawn without React (the service worker's
 * notices, the language offer): React renders it empty, and leaves what it finds inside as it
 * is, before hydration or after. An element given its inner HTML has no children for hydration
 * to compare, and the same inner HTML is never set again (e2e/pwa-notices.spec.ts proves it).
 * Its place in the markup is the content's place in reading and keyboard order.
 * Should React draw it afresh while the page is as served (markup around it differed, changed
 * before the app started by a translation or an extension), the new element is given what the
 * served one held (served-parts.ts), matched by its data attributes' names: an offer or a notice
 * drawn before the app came is never lost to an empty box.
 */
export function DrawnOutsideReact(props: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, true>) {
  const servedParts = useContext(ServedPartsContext);
  const region = Object.keys(props)
    .filter((name) => name.startsWith('data-'))
    .join(' ');
  return (
    <div
      {...props}
      {...{ [KEPT_PART]: `drawn ${region}` }}
      ref={(element: HTMLDivElement | null) => void (element && servedParts?.adopt(element))}
      dangerouslySetInnerHTML={LEFT_ALONE}
      suppressHydrationWarning
    />
  );
}
