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
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical && head.canonical) canonical.href = head.canonical;
  for (const alternate of head.alternates) {
    const link = document.head.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${alternate.hreflang}"]`,
    );
    if (link) link.href = alternate.href;
  }
}
