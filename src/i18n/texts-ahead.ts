import { pageLanguage } from './languages';
import { pageTextsRoot, textsUrl } from './options';

/**
 * Texts fetched ahead: the boot script starts fetching the first page's namespaces as it starts
 * fetching the app's code, and the app's backend for texts takes those responses instead of
 * asking again (texts-backend.ts). Otherwise the texts were requested only once the app's code
 * had arrived and run: one more round trip before the page could hydrate.
 */
export interface TextsAhead {
  /** Starts fetching each address not already fetched ahead and waiting to be taken. */
  start(urls: readonly string[]): void;
  /** The response fetched ahead for `url`, handed over once; undefined if there is none. */
  take(url: string): Promise<Response> | undefined;
  /**
   * A copy of the response for `url`, for a reader beside the app (the cookie banner and the
   * service worker's notices read the common texts): one download shared, before the app takes
   * it or after. Starts the fetch if none was started.
   */
  share(url: string): Promise<Response>;
}

export function createTextsAhead(fetcher: (url: string) => Promise<Response>): TextsAhead {
  /** Responses waiting for the app to take them. */
  const started = new Map<string, Promise<Response>>();
  /** A copy of each response shared or taken, for readers beside the app. */
  const kept = new Map<string, Promise<Response>>();

  /** Keeps a copy, made before the taker can read the response: callbacks run in the order added. */
  const keep = (url: string, response: Promise<Response>) => {
    const copy = response.then((answer) => answer.clone());
    kept.set(url, copy);
    // A failed fetch, or an answer that is not ok (a 503), goes to the reader who asked but is not
    // kept for a later one: the next reader fetches again.
    const forget = () => {
      if (kept.get(url) === copy) kept.delete(url);
      if (started.get(url) === response) started.delete(url);
    };
    copy.then((answer) => {
      if (!answer.ok) forget();
    }, forget);
    return copy;
  };

  return {
    start(urls) {
      for (const url of urls) {
        if (started.has(url)) continue;
        const response = fetcher(url);
        // A failure is its taker's to handle (the HTTP backend asks again); untaken, it is no error.
        response.catch(() => {});
        started.set(url, response);
      }
    },
    take(url) {
      const response = started.get(url);
      started.delete(url);
      if (response && !kept.has(url)) keep(url, response);
      return response;
    },
    share(url) {
      let copy = kept.get(url);
      if (!copy) {
        this.start([url]);
        copy = keep(url, started.get(url)!);
      }
      return copy.then((answer) => answer.clone());
    },
  };
}

/** The one set of texts fetched ahead, shared by the boot script, which starts them, and the app. */
export const TEXTS_AHEAD: TextsAhead = createTextsAhead((url) => fetch(url));

/**
 * Starts the page language's common texts downloading for a reader about to come (the cookie
 * banner, whose code is asked for at the same moment): one round trip for both, not the texts
 * after the code. Here, beside the one set it fills, so the boot script that calls it takes no
 * module more than it has (a module shared with the banner's chunk split off as a chunk of its own,
 * one more round trip before the boot: scripts/vite/boot-chunk.built.test.ts). A hint: it never
 * throws, and a failure is the reader's to meet when it asks.
 */
export function fetchCommonTextsAhead(doc: Document = document): void {
  try {
    TEXTS_AHEAD.share(textsUrl(pageTextsRoot(), pageLanguage(doc), 'common')).catch(() => {});
  } catch {
    // No page to read the address from (a test's window): the reader fetches them itself.
  }
}
