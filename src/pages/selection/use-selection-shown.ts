import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { decodeSelection, selectionParamValue, type DecodedSelection } from '../../selection/short-codes';
import { createPageSelection } from '../../selection/page-selection';
import type { SelectionSnapshot } from '../../selection/selection-store';

/**
 * What the selection page shows: nothing yet (the served shell, and the first render, which
 * hydration compares with it), the items a link names (`?s=`), or the selection kept on this
 * device. The link and the device are read after the first commit, never during hydration.
 */
export type SelectionShown =
  { kind: 'waiting' } | { kind: 'link'; decoded: DecodedSelection } | { kind: 'device'; snapshot: SelectionSnapshot };

export function useSelectionShown(): SelectionShown {
  const [shown, setShown] = useState<SelectionShown>({ kind: 'waiting' });
  // Only a dependency: the address is read from the browser in the effect, after hydration.
  const search = useSearch();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const value = selectionParamValue(params);
    if (value !== null) {
      setShown({ kind: 'link', decoded: decodeSelection(value) });
      return;
    }
    const selection = createPageSelection();
    const show = () => {
      const snapshot = selection.getSnapshot();
      if (snapshot.loaded) setShown({ kind: 'device', snapshot });
    };
    const unsubscribe = selection.subscribe(show);
    const stop = selection.start();
    return () => {
      unsubscribe();
      stop();
    };
  }, [search]);

  return shown;
}
