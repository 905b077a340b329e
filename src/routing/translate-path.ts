import type { Lang } from '../i18n/languages';
import { joinPath, matchPage, pagePath, splitLanguage, splitSegments, type PageRef } from './paths';
import { SCREENS, SCREEN_IDS, pageQueryOf } from './routes';

/**
 * The same page in another language. Whole paths first (including service pages by id or
 * alias), then the longest leading run of segments that is a screen, keeping the rest;
 * anything else goes to the target language's home.
 */
export function translatePath(pathname: string, target: Lang): string {
  const { lang, rest } = splitLanguage(pathname);
  const page = matchPage(rest, lang);
  if (page) return pagePath({ ...page, lang: target } as PageRef);
  for (let length = rest.length - 1; length > 0; length--) {
    const head = rest.slice(0, length).join('/');
    const screen = SCREEN_IDS.find((id) => SCREENS[id].slugs[lang] === head);
    if (screen) return joinPath(target, [...splitSegments(SCREENS[screen].slugs[target]), ...rest.slice(length)]);
  }
  return joinPath(target, []);
}

/**
 * The same address in another language: the path translated, and of the query only what is part
 * of the page (the route table's `pageParams`), so a received selection stays itself in every
 * language while a stray query (a tracker's) is not carried along.
 */
export function translateAddress(pathname: string, search: string, target: Lang): string {
  const path = translatePath(pathname, target);
  const { lang, rest } = splitLanguage(pathname);
  const page = matchPage(rest, lang);
  if (!page || page.screen === 'serviceDetail') return path;
  return path + pageQueryOf(page.screen, search);
}
