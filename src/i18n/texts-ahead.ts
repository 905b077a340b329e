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
   * A copy of the response for `url`, which stays to be taken: a reader beside the app (the
   * cookie banner reads the common texts) shares the one download. Starts the fetch if none is
   * waiting.
   */
  share(url: string): Promise<Response>;
}

export function createTextsAhead(fetcher: (url: string) => Promise<Response>): TextsAhead {
  const started = new Map<string, Promise<Response>>();
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
      return response;
    },
    share(url) {
      this.start([url]);
      const response = started.get(url)!;
      return response.then(
        // Copied before the taker can read it: callbacks on one promise run in the order added.
        (answer) => answer.clone(),
        (error: unknown) => {
          // A failed fetch is not kept for a later reader: the next one fetches again.
          if (started.get(url) === response) started.delete(url);
          throw error;
        },
      );
    },
  };
}

/** The one set of texts fetched ahead, shared by the boot script, which starts them, and the app. */
export const TEXTS_AHEAD: TextsAhead = createTextsAhead((url) => fetch(url));
