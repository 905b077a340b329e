/**
 * A page as the offline copy keeps it: its styles linked, not inline. Framework-free, so it is
 * tested without a worker (stored-page.test.ts); sw.ts applies it to each page it saves.
 *
 * Each prerendered page carries its CSS in one inline <style>, so its first paint from the network
 * waits for no other request; after it, one disabled <link rel="stylesheet"> per CSS file the
 * <style> joins, in the same order (scripts/vite/prerender-plugin.ts). Those files are in the
 * catalogue anyway. Kept inline, the same CSS is stored once per page: in November 2026 the 80
 * pages held 1.85 MB of it, 44 kB of which distinct. Kept linked, a page stored offline asks the
 * worker for its few CSS files, which the same cache answers, and cascades exactly as before.
 */

/** The one inline <style> of a prerendered page, with the line break that follows it. */
const INLINE_STYLE = /<style>[\s\S]*?<\/style>\s*/g;
/** A CSS file of the build, marked as already on the page (a disabled sheet is never fetched). */
const MARKED_SHEET = /(<link rel="stylesheet" href="\/assets\/[^"<>]+\.css") disabled>/g;

/**
 * The page with its inline <style> dropped and its marked CSS files linked for real. A page that
 * is not shaped as the build makes them (no inline style, several, or no marked file) is kept as
 * it is: it still works offline, it only takes more room.
 */
export function withLinkedStyles(html: string): string {
  const styles = html.match(INLINE_STYLE) ?? [];
  const sheets = html.match(MARKED_SHEET) ?? [];
  if (styles.length !== 1 || sheets.length === 0) return html;
  return html.replace(INLINE_STYLE, '').replace(MARKED_SHEET, '$1>');
}

/**
 * The response to store for a file of the catalogue: a page (HTML) with its styles linked, any
 * other file as it came (untouched, so its bytes never pass through the worker's thread).
 */
export async function storedResponse(response: Response): Promise<Response> {
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const headers = new Headers(response.headers);
  // The body below is decoded and shorter: the network's length and coding no longer describe it.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(withLinkedStyles(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
