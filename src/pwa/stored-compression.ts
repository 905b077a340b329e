/**
 * The offline copy's texts kept gzipped (issue 52, "less to save"). Framework-free, so it is tested
 * without a worker (stored-compression.test.ts); sw.ts compresses each text it saves and
 * decompresses it on the way out, so a page served from the copy is the page as it came.
 *
 * A browser stores what a response's body is, not what the network sent: a page gzipped to 6 kB
 * on the wire takes its full 25 kB in Cache Storage. The pages and the texts (the translations and
 * the search indexes) were 3.6 of the copy's 5.3 MB; gzipped they take about a fifth of that.
 * Measured in Chromium on a first visit (navigator.storage.estimate's Cache Storage, 332 files):
 * 6.19 MB kept plain, 3.30 MB with the texts gzipped.
 */

/** Marks a stored body as gzipped by the worker; never sent to a page. */
export const STORED_CODING = 'x-stored-coding';
const GZIP = 'gzip';

/** The stream classes of the browser, or none where it lacks them (then the copy is kept plain). */
export interface Gzip {
  compress(): GenericTransformStream;
  decompress(): GenericTransformStream;
}

/**
 * The browser's gzip streams (Chromium 80, Firefox 113, Safari 16.4 and their WebKitGTK), or null
 * in an engine without them.
 */
export function browserGzip(scope: Partial<typeof globalThis> = globalThis): Gzip | null {
  const { CompressionStream, DecompressionStream } = scope;
  if (typeof CompressionStream !== 'function' || typeof DecompressionStream !== 'function') return null;
  return {
    compress: () => new CompressionStream(GZIP),
    decompress: () => new DecompressionStream(GZIP),
  };
}

/**
 * Whether a file of this type is kept gzipped: pages, translations, indexes, styles, the manifest
 * and the logo. Scripts stay as they came: Chromium keeps a script's compiled code beside its
 * stored copy and uses it only when the worker answers with the cache's own response, which a
 * decompressed copy is not; pictures are compressed already.
 */
export function storesCompressed(contentType: string | null): boolean {
  return /^(text\/(html|css|plain|xml)|application\/([\w.+-]*\+)?json|image\/svg\+xml)\b/i.test(contentType ?? '');
}

/** Headers for a body of another length and coding than the network's. */
function rebodied(headers: Headers, coding: string | null): Headers {
  const copy = new Headers(headers);
  // The network's length and coding describe what it sent, not this body.
  copy.delete('content-length');
  copy.delete('content-encoding');
  if (coding) copy.set(STORED_CODING, coding);
  else copy.delete(STORED_CODING);
  return copy;
}

/**
 * The response to put in the cache: a text gzipped, with its length; anything else, or anything
 * where the browser has no gzip streams, as it came.
 */
export async function compressedForStore(response: Response, gzip = browserGzip()): Promise<Response> {
  if (!gzip || !response.body || !storesCompressed(response.headers.get('content-type'))) return response;
  // Buffered, not streamed into the cache: every engine takes a put with a whole body.
  const body = await new Response(response.body.pipeThrough(gzip.compress())).arrayBuffer();
  const headers = rebodied(response.headers, GZIP);
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A stored response as a page must get it: a gzipped one decompressed whole, any other as it is.
 * Null for a stored copy that cannot be served: one whose gzip is damaged (a write cut short, a
 * disk fault), or one a browser cannot read (none that stores one). The caller then treats it as
 * not saved.
 *
 * Decompressed into a buffer before answering, not streamed: a stream that fails midway has already
 * sent the page its status and headers, so a damaged copy showed as a blank page that never
 * finished loading, where a copy found unreadable first leaves the answer to the network or the
 * not-found page. A page is 10 to 30 kB, so waiting for the whole of it costs little: a page
 * opened from the copy, Chromium pinned to one core on a busy 2-core machine, got its whole
 * document 1.3 to 2.0 ms later than streamed (median of 60 navigations, four pages, two runs;
 * 31 to 33 ms in all). Kept as a Blob, not an ArrayBuffer: the body stays out of the worker's
 * heap, and it measured the same or a little faster (1.7 to 3.3 ms later than streamed).
 */
export async function servedFromStore(response: Response, gzip = browserGzip()): Promise<Response | null> {
  const coding = response.headers.get(STORED_CODING);
  if (coding === null) return response;
  if (coding !== GZIP || !gzip || !response.body) return null;
  let body: Blob;
  try {
    body = await new Response(response.body.pipeThrough(gzip.decompress())).blob();
  } catch {
    return null;
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: rebodied(response.headers, null),
  });
}
