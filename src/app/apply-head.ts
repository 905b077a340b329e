import type { HeadData } from './head';

function setMeta(selector: string, value: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', value);
}

/** Keeps the live document's head in step with client-side navigation. */
export function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  setMeta('meta[name="description"]', head.description);
  setMeta('meta[property="og:title"]', head.title);
  setMeta('meta[property="og:description"]', head.description);
  setMeta('meta[property="og:locale"]', head.ogLocale);
  document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', head.manifest);
  applyIndexing(head);
}

/**
 * A page not indexed (the not-found page, the visitor's selection) has no canonical link and no
 * alternates, and says noindex; the others the other way round. Navigating between the two
 * kinds adds and removes them, as the prerendered head of the new page has them.
 */
function applyIndexing(head: HeadData): void {
  const element = <K extends 'link' | 'meta'>(name: K, attributes: Record<string, string>) => {
    const made = document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    document.head.append(made);
    return made;
  };
  const robots = document.head.querySelector('meta[name="robots"]');
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    robots?.remove();
    if (canonical) canonical.href = head.canonical;
    else element('link', { rel: 'canonical', href: head.canonical });
  } else {
    canonical?.remove();
    if (!robots) element('meta', { name: 'robots', content: 'noindex' });
  }
  const alternates = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  if (head.alternates.length !== alternates.length) alternates.forEach((link) => link.remove());
  for (const alternate of head.alternates) {
    const link = document.head.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${alternate.hreflang}"]`,
    );
    if (link) link.href = alternate.href;
    else element('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
  }
}
