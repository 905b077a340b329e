import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './site-url';
import { allPages, indexedPages, pageIndexed, pagePath } from './paths';
import { SCREEN_IDS, screenIndexed } from './routes';
import { sitemapXml } from './sitemap';

describe('the route table’s “not indexed” mark', () => {
  it('is on the selection page, the booth and the search page alone', () => {
    expect(SCREEN_IDS.filter((screen) => !screenIndexed(screen))).toEqual(['selection', 'booth', 'search']);
  });

  it('keeps a page out of the sitemap, as a page and as another page’s alternate', () => {
    const sitemap = sitemapXml();
    const unindexed = allPages().filter((page) => !pageIndexed(page));
    expect(unindexed).toHaveLength(12);
    for (const page of unindexed) expect(sitemap).not.toContain(`"${absoluteUrl(pagePath(page))}"`);
    for (const page of unindexed) expect(sitemap).not.toContain(`<loc>${absoluteUrl(pagePath(page))}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(indexedPages().length);
    expect(indexedPages()).toHaveLength(allPages().length - unindexed.length);
    for (const page of indexedPages()) expect(sitemap).toContain(`<loc>${absoluteUrl(pagePath(page))}</loc>`);
  });
});
