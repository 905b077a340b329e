import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { decodeSelection, selectionParamValue, type DecodedSelection } from '../../selection/short-codes';
import { useSelectionSnapshot } from '../../selection/selection-provider';
import type { SelectionSnapshot } from '../../selection/selection-store';

/**
 * What the selection page shows: nothing yet (the served shell, and the first render, which
 * hydration compares with it), the items a link names (`?s=`), or the selection kept on this
 * device: the app's one selection (selection-provider.tsx), so what the page changes is what the
 * header's control and every toggle show, in every tab. The link and the device are read after
 * the first commit, never during hydration.
 */
export type SelectionShown =
  { kind: 'waiting' } | { kind: 'link'; decoded: DecodedSelection } | { kind: 'device'; snapshot: SelectionSnapshot };

const WAITING: SelectionShown = { kind: 'waiting' };

export function useSelectionShown(): SelectionShown {
  // undefined: the address not read yet; null: it names no selection, the device's is shown.
  const [fromLink, setFromLink] = useState<DecodedSelection | null | undefined>(undefined);
  // Only a dependency: the address is read from the browser in the effect, after hydration.
  const search = useSearch();
  // Empty and not loaded while hydrating (the server's snapshot) and until the record is read.
  const snapshot = useSelectionSnapshot();

  useEffect(() => {
    const value = selectionParamValue(new URLSearchParams(window.location.search));
    setFromLink(value === null ? null : decodeSelection(value));
  }, [search]);

  if (fromLink === undefined) return WAITING;
  if (fromLink !== null) return { kind: 'link', decoded: fromLink };
  return snapshot.loaded ? { kind: 'device', snapshot } : WAITING;
}
