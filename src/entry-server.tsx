import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Resource } from 'i18next';
import { App } from './app/app';
import { buildHead, renderHeadTags, shownLang, type Shown } from './app/head';
import { businessJsonLdFor } from './app/local-business';
import { pageKeyOf } from './app/resolve-shown';
import { renderedKey } from './app/first-load';
import { preloadPage } from './app/pages';
import { pageFile } from './app/page-modules';
import { buildManifest } from './pwa/manifest';
import { createServerI18n } from './i18n/server';
import { TEXT_VARIABLES } from './content/text-variables';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './i18n/languages';
import { createConsentStore } from './consent/consent-store';
import { allPages, pagePath, pageServiceId, splitLanguage, type PageRef } from './routing/paths';
import { pageTrail } from './routing/page-trail';
import { ALL_PICTURES } from './content/all-pictures';
import { aliasesOf } from './content/catalog';
import { SERVICES } from './content/services';
import { standInsOf, widthCandidates } from './pwa/picture-stand-ins';

export { allPages, pagePath, splitLanguage, LANGUAGES };
export { pageIndexed } from './routing/paths';
export { htmlFileFor, notFoundFileFor } from './routing/html-file';
export { resolveRoute } from './routing/resolve-route';
export { preferredLanguage } from './i18n/accept-language';
export { mayOfferLanguage } from './i18n/language-offer';
export { sitemapXml, robotsTxt } from './routing/sitemap';
export { serverTable } from './routing/server-table';
export { answer, headersFor } from './routing/server-answer';
export { redirectsFile, headersFile } from './routing/hosts/cloudflare';
export { nginxConfig } from './routing/hosts/nginx';
export { headerRules } from './app/hosting-headers';
export { securityHeaders, styleHash } from './app/security-policy';
export { manifestFileFor } from './pwa/manifest';

/** Each picture's widest AVIF file, which the offline catalogue keeps, and the narrower ones it stands in for. */
export function pictureStandIns(): Map<string, string[]> {
  return standInsOf(ALL_PICTURES.all().map((picture) => picture.sources.avif));
}

/** Each picture's id with its AVIF files, widest first: the search index names pictures and shows the widest. */
export function pictureAvifFiles(): { id: string; files: string[] }[] {
  return ALL_PICTURES.ids().map((id) => ({
    id,
    files: widthCandidates(ALL_PICTURES.get(id).sources.avif)
      .sort((a, b) => b.width - a.width)
      .map(({ url }) => url),
  }));
}

/**
 * What the search index needs of a page besides its HTML (scripts/vite/search-index.ts): the
 * names of the pages above it as the menus name them, and for a service page the service's
 * names (as the menus, the titles and the URLs say it, and its other-language ids) and cover.
 */
export function searchFactsOf(page: PageRef): {
  name: string;
  trail: string[];
  names: string[];
  coverImageId?: string;
} {
  const t = createServerI18n(page.lang, resourcesFor(page.lang), TEXT_VARIABLES).getFixedT(page.lang);
  const trail = pageTrail(page).map((screen) => t(`common:nav.${screen}`));
  const serviceId = pageServiceId(page);
  const name = serviceId ? t(SERVICES[serviceId].titleKey) : t(`common:nav.${page.screen}`);
  if (!serviceId) return { name, trail, names: [] };
  const spoken = [name, ...(page.screen === 'serviceDetail' ? [] : [t(`common:nav.${page.screen}`)])];
  const ids = [serviceId, ...aliasesOf(serviceId)].map((id) => id.replaceAll('-', ' '));
  return { name, trail, names: [...new Set([...spoken, ...ids])], coverImageId: SERVICES[serviceId].imageUrl };
}

/** The web app manifest of each language, as JSON text. */
export function manifestJson(lang: Lang): string {
  return JSON.stringify(
    buildManifest(lang, createServerI18n(lang, resourcesFor(lang), TEXT_VARIABLES).getFixedT(lang)),
    null,
    2,
  );
}

/** Where the build reads translations: locales/, or LOCALES_DIR (the update test builds from a copy). */
const LOCALES_DIR = process.env.LOCALES_DIR ?? 'locales';

/** Every namespace of the page's language, and of Spanish because it is the fallback. */
function resourcesFor(lang: Lang): Resource {
  const resources: Resource = {};
  for (const fileLang of new Set([lang, DEFAULT_LANG])) {
    const dir = join(LOCALES_DIR, fileLang);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
      (resources[fileLang] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return resources;
}

/** The prerendered page knows no visitor's choice: nothing is read or stored, and no banner drawn. */
function prerenderConsent() {
  return createConsentStore({ read: () => null, write: () => {}, warn: () => {} });
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** The module of what is shown, whose chunk holds its CSS and scripts. */
export function pageFileOf(shown: Shown): string {
  return `src/${pageFile(pageKeyOf(shown))}`;
}

/** Renders one page (or a language's not-found page) for the prerender step of the build. */
export async function renderShown(
  shown: Shown,
  /** CSP hashes of the page's inline <style>, for its meta policy. */
  styleHashes: readonly string[] = [],
): Promise<{ lang: Lang; head: string; html: string; key: string }> {
  const lang = shownLang(shown);
  const i18n = createServerI18n(lang, resourcesFor(lang), TEXT_VARIABLES);
  const t = i18n.getFixedT(lang);
  const path = shown.kind === 'page' ? pagePath(shown.page) : `/${lang === DEFAULT_LANG ? '' : lang + '/'}404`;
  await preloadPage(pageKeyOf(shown));
  // React outlines a large Suspense boundary into a hidden segment that an inline script reveals
  // later, for streaming. A static page wants it in place: no empty first paint, no inline script.
  const { prelude } = await prerenderToNodeStream(<App i18n={i18n} consent={prerenderConsent()} ssrPath={path} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  return {
    lang,
    head: renderHeadTags({ ...buildHead(shown, t), jsonLd: businessJsonLdFor(shown, t), styleHashes }),
    html: await streamToString(prelude),
    key: renderedKey(shown),
  };
}
