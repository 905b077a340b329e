import { Suspense, use, useLayoutEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { codeOnNeed } from '../../components/code-on-need';
import type { PageAttachmentSource } from './attachment-source';
import { namesItems } from './items-param';

/**
 * The selection's part of the contact page, with the code that reads and names the items (the
 * short-code table, the catalogue's names), fetched only for an address that names items: most
 * visits to the contact page come with none, and pay for none of it.
 */
const selectionCode = codeOnNeed(() => import('./selection-for-enquiry'));

export function SelectionOnNeed({ source }: { source: PageAttachmentSource }) {
  // Only a dependency: the address is read from the browser in the effect, after hydration.
  const search = useSearch();
  const [wanted, setWanted] = useState(false);

  // Before the paint, and before the form's own effects can make a Send held while the app came:
  // from here a Send waits for the items to be composed (within the form's own limit).
  useLayoutEffect(() => {
    if (wanted) return;
    if (!namesItems(window.location.search)) {
      source.give(null);
      return;
    }
    source.expect();
    // A failed fetch is tried again once online (code-on-need.ts); the form works meanwhile.
    selectionCode.need().catch(() => {});
    setWanted(true);
  }, [search, source, wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SelectionWhenCome source={source} />
    </Suspense>
  );
}

function SelectionWhenCome({ source }: { source: PageAttachmentSource }) {
  const { SelectionForEnquiry } = selectionCode.loaded() ?? use(selectionCode.arrived());
  return <SelectionForEnquiry source={source} />;
}
