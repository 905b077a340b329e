import { createHash } from 'node:crypto';
import type { ManifestTransform } from 'workbox-build';

/**
 * Makes each page's precache revision cover the headers the hosts send it with, not only its
 * bytes. The service worker saves a page with the headers of the answer it got and serves that
 * copy, online and offline, until the page's revision changes (src/pwa/save-catalogue.ts); a
 * page's Permissions-Policy (the booth's camera=(self)) is the document's. Without this, headers
 * changed alone would stay old on every device that had saved the pages. `headersOf` gives the
 * headers of a path (the table's rules); the policy's style hashes may be left out of them, as a
 * page's styles are in its bytes.
 */
export function pageRevisionWithHeaders(headersOf: (path: string) => Record<string, string>): ManifestTransform {
  return (entries) => ({
    manifest: entries.map((entry) =>
      entry.url.endsWith('.html') && entry.revision
        ? {
            ...entry,
            revision: createHash('sha256')
              .update(`${entry.revision}\n${JSON.stringify(headersOf(`/${entry.url}`))}`)
              .digest('hex')
              .slice(0, 32),
          }
        : entry,
    ),
    warnings: [],
  });
}
