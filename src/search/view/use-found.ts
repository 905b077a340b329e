import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n/languages';
import { foundOf, type Found } from './found';
import { searchText } from './query-param';
import { queryDelay, type AskedQuery } from './query-delay';

/** What the views show for a query: nothing asked, being found, found, or search unavailable. */
export interface FoundState {
  readonly status: 'idle' | 'loading' | 'ready' | 'unavailable';
  /** The text the results are for (they stay while the next query runs, so the list does not flicker). */
  readonly text: string;
  readonly found: Found;
}

/**
 * The state, a way to run the query again (a submit: the visitor asks once more), and a way to
 * run the query waiting for typing to rest at once (a press on the list the field has outrun).
 */
export interface FoundAnswer {
  readonly state: FoundState;
  readonly retry: () => void;
  readonly flush: () => void;
}

const NONE: Found = { kind: 'none' };
const IDLE: FoundState = { status: 'idle', text: '', found: NONE };

type Finder = import('./find').Finder;

/**
 * The results for `query` on a page in `lang`. The search code and the language's index
 * (./find.ts, its own chunk) are fetched only once `wanted` (the search page is open, the
 * header's field is focused or typed in), never before. The query runs once typing rests (the
 * first of a search at once: query-delay.ts), or at `flush`; an answer to an older query than
 * the field holds is dropped. The language's index starts loading
 * as soon as the code is there, before the first query. A load that fails (offline before the
 * offline copy is saved, a deploy gone) makes the state `unavailable`, the query kept, and is
 * tried again at the next change of the query, at `retry` (a submit) and when the browser is
 * back online.
 */
export function useFound(lang: Lang, query: string, wanted: boolean, limit?: number): FoundAnswer {
  const [finder, setFinder] = useState<Finder | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<FoundState>(IDLE);
  // Counts the visitor's (or the network's) asks to try again: each runs the query anew.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const latest = useRef(0);
  const lastAsked = useRef<AskedQuery>({ text: '', answerer: undefined });
  // Runs the query that waits for typing to rest at once; null when none waits.
  const runWaiting = useRef<(() => void) | null>(null);
  const flush = useCallback(() => runWaiting.current?.(), []);
  const text = searchText(query);
  const find = finder?.find;

  useEffect(() => {
    if (!wanted || finder) return;
    let active = true;
    setLoadFailed(false);
    import('./find').then(
      (module) => active && setFinder(module.createFinder()),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
    // The query is a dependency so that a failed load is tried again as the visitor types on.
  }, [wanted, finder, text, attempt]);

  useEffect(() => {
    if (wanted) finder?.warm(lang);
  }, [wanted, finder, lang]);

  const unavailable = state.status === 'unavailable';
  useEffect(() => {
    if (!unavailable) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unavailable, retry]);

  useEffect(() => {
    const asked = ++latest.current;
    const previous = lastAsked.current;
    lastAsked.current = { text, answerer: find };
    if (text === '') return setState(IDLE);
    if (loadFailed) return setState({ status: 'unavailable', text, found: NONE });
    // What was found for the text before stays shown meanwhile; anything else is not a result.
    setState((shown) =>
      shown.status === 'ready' || shown.status === 'loading'
        ? { ...shown, status: 'loading' }
        : { status: 'loading', text: '', found: NONE },
    );
    if (!find) return;
    const run = () => {
      clearTimeout(timer);
      runWaiting.current = null;
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
    };
    const timer = setTimeout(run, queryDelay(previous, lastAsked.current));
    runWaiting.current = run;
    return () => {
      clearTimeout(timer);
      runWaiting.current = null;
    };
  }, [find, loadFailed, lang, text, limit, attempt]);

  return { state, retry, flush };
}
