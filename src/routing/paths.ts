import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from '../i18n/languages';
import { SERVICE_IDS, resolveServiceId, type ServiceId } from '../content/catalog';
import {
  SCREENS,
  SCREEN_IDS,
  type DeviceFeature,
  type ScreenId,
  SERVICE_DETAIL,
  screenDeviceFeatures,
  screenIndexed,
} from './routes';

/** A page the site can show: a screen of the table, or the generic page of one service. */
export type PageRef = { lang: Lang; screen: ScreenId } | { lang: Lang; screen: 'serviceDetail'; serviceId: ServiceId };

/** What a page module's component receives: the page it shows (null on the not-found page). */
export interface PageProps {
  page: PageRef | null;
}

/** The service a page is about: the generic detail page's id, or a dedicated screen's. */
export function pageServiceId(page: PageRef): ServiceId | undefined {
  return page.screen === 'serviceDetail' ? page.serviceId : SCREENS[page.screen].serviceId;
}

export function splitSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * Language from the first path segment; anything else is Spanish without a prefix.
 * A stray /es prefix is read as Spanish too, so it can redirect to the unprefixed path.
 */
export function splitLanguage(pathname: string): { lang: Lang; prefixed: boolean; rest: string[] } {
  const segments = splitSegments(pathname);
  const first = segments[0];
  if (isLang(first)) return { lang: first, prefixed: true, rest: segments.slice(1) };
  return { lang: DEFAULT_LANG, prefixed: false, rest: segments };
}

export function joinPath(lang: Lang, segments: readonly string[]): string {
  const all = lang === DEFAULT_LANG ? [...segments] : [lang, ...segments];
  return '/' + all.join('/');
}

export function screenPath(screen: ScreenId, lang: Lang): string {
  return joinPath(lang, splitSegments(SCREENS[screen].slugs[lang]));
}

/** The screen that is a service's own page (design, binding, cascades…), if it has one. */
export function dedicatedScreen(serviceId: ServiceId): ScreenId | undefined {
  return SCREEN_IDS.find((screen) => SCREENS[screen].serviceId === serviceId);
}

/** Where a service's page is in a language: its dedicated screen, else servicios/{id}. */
export function servicePath(serviceId: ServiceId, lang: Lang): string {
  const screen = dedicatedScreen(serviceId);
  if (screen) return screenPath(screen, lang);
  return joinPath(lang, [...splitSegments(SCREENS[SERVICE_DETAIL.parent].slugs[lang]), serviceId]);
}

export function pagePath(page: PageRef): string {
  return page.screen === 'serviceDetail' ? servicePath(page.serviceId, page.lang) : screenPath(page.screen, page.lang);
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

function screenAt(segments: readonly string[], lang: Lang): ScreenId | undefined {
  return SCREEN_IDS.find((screen) => sameSegments(splitSegments(SCREENS[screen].slugs[lang]), segments));
}

/** The page a language's path (below its prefix) names: whole slug first, then servicios/{id or alias}. */
export function matchPage(segments: readonly string[], lang: Lang): PageRef | null {
  const screen = screenAt(segments, lang);
  if (screen) return { lang, screen };
  const parent = splitSegments(SCREENS[SERVICE_DETAIL.parent].slugs[lang]);
  if (segments.length !== parent.length + 1 || !sameSegments(segments.slice(0, -1), parent)) return null;
  const serviceId = resolveServiceId(segments[segments.length - 1]!);
  if (!serviceId) return null;
  const dedicated = dedicatedScreen(serviceId);
  return dedicated ? { lang, screen: dedicated } : { lang, screen: 'serviceDetail', serviceId };
}

/** Every page that exists, in every language: what the build prerenders and the sitemap lists. */
export function allPages(): PageRef[] {
  return LANGUAGES.flatMap((lang) => [
    ...SCREEN_IDS.map((screen): PageRef => ({ lang, screen })),
    ...SERVICE_IDS.filter((id) => !dedicatedScreen(id)).map((serviceId): PageRef => ({
      lang,
      screen: 'serviceDetail',
      serviceId,
    })),
  ]);
}

/** Whether a page is for search engines: every service page is, a screen as its row says. */
export function pageIndexed(page: PageRef): boolean {
  return page.screen === 'serviceDetail' || screenIndexed(page.screen);
}

/** The device features a page uses: a screen's, as its row says; a service page uses none. */
export function pageDeviceFeatures(page: PageRef): readonly DeviceFeature[] {
  return page.screen === 'serviceDetail' ? [] : screenDeviceFeatures(page.screen);
}

/** The pages search engines are told of: every page but those the route table marks not indexed. */
export function indexedPages(): PageRef[] {
  return allPages().filter(pageIndexed);
}
