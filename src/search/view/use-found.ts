import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n/languages';
import { foundOf, type Found } from './found';
import { searchText } from './query-param';

/** How long typing rests before the query runs: every keystroke is in the field at once, the search follows. */
export const TYPING_REST_MS = 120;

/** What the views show for a query: nothing asked, being found, found, or search unavailable. */
export interface FoundState {
  readonly status: 'idle' | 'loading' | 'ready' | 'unavailable';
  /** The text the results are for (they stay while the next query runs, so the list does not flicker). */
  readonly text: string;
  readonly found: Found;
}

const NONE: Found = { kind: 'none' };
const IDLE: FoundState = { status: 'idle', text: '', found: NONE };

type Find = ReturnType<typeof import('./find').createFinder>;

/**
 * The results for `query` on a page in `lang`. The search code and the language's index
 * (./find.ts, its own chunk) are fetched only once `wanted` (the search page is open, the
 * header's field is focused or typed in), never before. The query runs once typing rests; an
 * answer to an older query than the field holds is dropped. A load that fails (offline before
 * the offline copy is saved, a deploy gone) makes the state `unavailable`, the query kept, and is
 * tried again at the next change of the query.
 */
export function useFound(lang: Lang, query: string, wanted: boolean, limit?: number): FoundState {
  const [find, setFind] = useState<Find | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<FoundState>(IDLE);
  const latest = useRef(0);
  const text = searchText(query);

  useEffect(() => {
    if (!wanted || find) return;
    let active = true;
    setLoadFailed(false);
    import('./find').then(
      (module) => active && setFind(() => module.createFinder()),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
    // The query is a dependency so that a failed load is tried again as the visitor types on.
  }, [wanted, find, text]);

  useEffect(() => {
    const asked = ++latest.current;
    if (text === '') return setState(IDLE);
    if (loadFailed) return setState({ status: 'unavailable', text, found: NONE });
    // What was found for the text before stays shown meanwhile; anything else is not a result.
    setState((shown) =>
      shown.status === 'ready' || shown.status === 'loading'
        ? { ...shown, status: 'loading' }
        : { status: 'loading', text: '', found: NONE },
    );
    if (!find) return;
    const timer = setTimeout(() => {
      find(lang, text, limit).then(
        (results) => {
          if (asked !== latest.current) return;
          const found = foundOf(lang, results);
          setState(found ? { status: 'ready', text, found } : { status: 'unavailable', text, found: NONE });
        },
        () => {
          if (asked === latest.current) setState({ status: 'unavailable', text, found: NONE });
        },
      );
    }, TYPING_REST_MS);
    return () => clearTimeout(timer);
  }, [find, loadFailed, lang, text, limit]);

  return state;
}
