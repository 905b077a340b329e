import { createHash } from 'node:crypto';
import type { ManifestTransform } from 'workbox-build';

/**
 * Makes a page's precache revision cover the headers the hosts send that page alone, not only
 * its bytes. The service worker saves a page with the headers of the answer it got and serves
 * that copy, online and offline, until the page's revision changes (src/pwa/save-catalogue.ts);
 * a page's Permissions-Policy (the booth's camera=(self)) is the document's. Without this,
 * headers changed alone would stay old on every device that had saved the page. `ownHeadersOf`
 * gives the headers of a path's own rules (not those of every path): a page with none keeps the
 * revision of its bytes, so a deploy that changes one page's headers saves that page again, not
 * every page of the site.
 */
export function pageRevisionWithHeaders(ownHeadersOf: (path: string) => Record<string, string>): ManifestTransform {
  return (entries) => ({
    manifest: entries.map((entry) => {
      if (!entry.url.endsWith('.html') || !entry.revision) return entry;
      const own = ownHeadersOf(`/${entry.url}`);
      if (Object.keys(own).length === 0) return entry;
      const revision = createHash('sha256')
        .update(`${entry.revision}\n${JSON.stringify(own)}`)
        .digest('hex')
        .slice(0, 32);
      return { ...entry, revision };
    }),
    warnings: [],
  });
}
