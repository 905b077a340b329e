import { importPageModule, importPagePictures, pageNamespaces, readRenderedKey, type PageKey } from './page-modules';
import { pageKeyOf } from './resolve-shown';
import { pageServiceId } from '../routing/paths';
import type { Shown } from './head';
import { afterNextPaint } from '../components/after-next-paint';
import { TEXTS_AHEAD } from '../i18n/texts-ahead';
import { pageTextsRoot, textsUrl } from '../i18n/options';
import type { PictureOf } from '../components/picture/picture-markup';

/*
 * First load: how a prerendered page becomes the app. Its rules live here and nowhere else.
 *
 * 1. The page is usable before any script. The build (scripts/vite/prerender-plugin.ts) writes
 *    the page's HTML and CSS (the cookie banner's and the notices' too, though they are drawn
 *    later: scripts/vite/page-assets.ts; and, where `mayOfferLanguage` allows an offer, the
 *    language offer's), and its header menus are native popovers (the mobile menu, the
 *    language list; see components/use-popover.ts) with plain links inside, so a tap opens them
 *    from first paint. The cookie banner is the page's own, not the app's: boot.ts starts the
 *    visitor's choice (consent/start-consent.ts) half a second after the load (or at
 *    its first use: components/when-quiet.ts, whenPastLoad; at once where a frame waits for
 *    the choice); with none saved, the banner's own small chunk, fetched then, draws it 1 s after
 *    the load, without React, and it takes a choice whether or not the app has loaded. Nothing
 *    else of the page's own that first paint does not need (the stored selection's count, the
 *    outbox's look) runs before then either.
 *    The app is handed that store, for its "cookie settings" links. The service worker's
 *    notices are the page's too (pwa/start-pwa.ts), and so is the offer of the visitor's
 *    language on the Spanish home (layout/language-offer/start-language-offer.ts): each is drawn
 *    without React into a place the app renders empty and leaves alone
 *    (components/drawn-outside-react.tsx), the notices from the first moment of an offline
 *    visit, the offer once the first page is shown. The app tells them when it shows another
 *    page (routing/page-shown.ts). The header's shrinking on scroll is the boot's too
 *    (layout/header/header-scroll.ts), and so is the desktop services menu's opening
 *    (layout/services-menu/services-menu-control.ts), and so are the carousels: their controller (components/carousel/carousel-controller.ts), started
 *    with what waits for the first page (rule 3), or when the visitor reaches for one, turns them
 *    without React, and draws their later slides' pictures from the page's pictures module. A
 *    press made on one before it is held and made once it drives it (carousel/held-presses.ts).
 *    Links to the site's pages, in any markup, are followed in place by one listener once the
 *    app runs (routing/in-site-link.ts); before that, by the browser.
 * 2. The build marks what it rendered: `data-rendered` on #root, `renderedKey(shown)`, read back
 *    by `readRenderedKey` (page-modules.ts). The page's texts are not in its
 *    HTML: inlined, they doubled the pages' share of the offline catalogue (795 → 1,532 KB gzip
 *    over 80 pages) to save one fetch that the browser makes beside the app's own code.
 * 3. boot.ts, fetched at low priority (the prerender step marks it), waits for `firstViewShown()`
 *    (text painted, the priority image loaded, a frame more), and then for the visitor's first
 *    use of the page (app/first-use.ts: a pointer moving or pressing, a finger down, a key, a
 *    focus): a page only shown keeps its main thread as idle as the page without any script.
 *    It loads the app at once instead where the app has work to do on arrival: an address to
 *    correct (`?lng=`, a path not the page's own), a page the build did not render for this
 *    address, a draft to put back into the form. A press on a button of the app's, or a submit,
 *    made before the app has come is held until React listens, and made again once the app has
 *    drawn the page (`holdUntilApp`). Once the first page is shown (by the app, or as served),
 *    the carousels are driven, and the service worker and the language offer start: at the
 *    first use, or, on a page only shown, once it has loaded and then been quiet for a moment
 *    (components/when-quiet.ts), so nothing nobody asked for keeps a slow core busy while the
 *    page loads. The app's load is
 *    `prefetchRenderedPage()` (the page's chunk and its texts), then the app itself. The boot's imports fetch each chunk's imports with it
 *    (scripts/vite/boot-preloads.ts), so the app's code arrives in one round trip, not in a
 *    chain of them; and what the page's own parts load before the app (the banner, the notices,
 *    the offer, the carousels' pictures) brings none of the app's shell along
 *    (scripts/vite/shell-chunk.ts).
 * 4. main.tsx loads the page's namespaces with its code, and hydrates only when
 *    `mayHydrate(shown)`: the markup was rendered for this very page; a host's fallback page is
 *    rendered afresh. Nothing on the first page suspends (route-view.tsx), and it is not
 *    faded in, so its prerendered text stays the largest paint. The shell's parts (skip link,
 *    header, main, footer, notices) and each section hydrated as usual hydrate in boundaries of
 *    their own (components/hydration-boundary.tsx): markup changed before the app started
 *    costs a redraw of that part alone, never of the page. Parts with nothing but text,
 *    pictures and links (heroes, text sections, cards, the footer's columns), or driven without
 *    React (the carousels' sections), are kept as served
 *    (components/kept-as-served.tsx): hydration neither draws nor compares them, and React draws
 *    them only when they must change (another page, another language). A part whose code comes
 *    on need (components/code-on-need.ts) is left as served by its own Suspense boundary: the
 *    contact form (contact/form/contact-form-on-need.tsx) is hydrated only once the visitor
 *    reaches for it (or a draft waits, or, once the page has settled, it shows on the screen),
 *    its code fetched then, or ahead, undrawn, once an uncontrolled page has settled; what it
 *    is sent before that is held
 *    (contact/form/served-form.ts). A page drawn in place waits for that code with its own
 *    (`codeToDraw`, page-modules.ts), which a link to it fetches beside the page's chunk, its
 *    imports with it (`fetchCodeToDraw`). The build inlines its styles with the page's.
 * 5. `firstLoadCommitted()`, once the hydrated tree has committed, every boundary's content too
 *    (components/boundaries-hydrated.ts), which each boundary asks for as a transition as it
 *    mounts (React would leave it for idle time, behind any other pending work, for ever while a
 *    transition waits): `<html data-hydrated="true">`
 *    (tests and the bench use the page, then wait for it: app/parts-waiting.ts). `startApp` then
 *    resolves true, and boot.ts makes the held press again. The service worker is registered
 *    when the browser is idle after the first page is shown (by the app, or as served), so
 *    precaching never competes with the first view. What the worker tells the page while it
 *    saves the catalogue is paid for by the page's main thread, so its progress comes at most
 *    once a second (pwa/precache-progress.ts), and the notices it
 *    drives format without loading the engine's number data.
 *    After-navigation work (scroll, focus to the heading) is for later pages only.
 */

/** Identifies what a prerendered document shows, so the client knows whether it may hydrate it. */
export function renderedKey(shown: Shown): string {
  return shown.kind === 'page'
    ? `page:${shown.page.lang}:${pageKeyOf(shown)}:${pageServiceId(shown.page) ?? ''}`
    : `404:${shown.lang}`;
}

function rootOf(doc: Document): HTMLElement | null {
  return doc.getElementById('root');
}

/** The page the prerendered document shows, and its language, if it is one of ours. */
function renderedPageAndLang(doc: Document) {
  return readRenderedKey(rootOf(doc)?.dataset.rendered);
}

/** The page the prerendered document shows, if it is one of ours. */
export function renderedPage(doc: Document = document): PageKey | null {
  return renderedPageAndLang(doc)?.page ?? null;
}

/** How the rendered page draws its pictures outside React: its pictures module's (page-modules.ts). */
export function renderedPagePictures(doc: Document = document): Promise<PictureOf | null> {
  const page = renderedPage(doc);
  return page ? importPagePictures(page) : Promise.resolve(null);
}

/** Whether the document's markup was rendered for `shown`, and so may be hydrated as it is. */
export function mayHydrate(shown: Shown, doc: Document = document): boolean {
  return rootOf(doc)?.dataset.rendered === renderedKey(shown);
}

/** The longest wait for each part of the first view (a hidden tab paints nothing). */
const WAIT_MS = 2000;

/** Resolves once the page's first contentful paint is on screen (at most `WAIT_MS`). */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // Without paint timing: after the next frame has been produced.
      afterNextPaint(resolve);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page's priority image has loaded or failed (at most `WAIT_MS`). */
function priorityImageLoaded(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img || img.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, WAIT_MS);
  });
}

/** The first view: text on screen, the priority image loaded, and one more frame for it. */
export function firstViewShown(): Promise<void> {
  return Promise.all([firstPaintShown(), priorityImageLoaded()]).then(
    () => new Promise<void>((resolve) => afterNextPaint(resolve)),
  );
}

/**
 * Fetches the rendered page's chunk and texts alongside the app rather than after it. The app
 * loads the chunk again through the same module map, which the browser answers from the first
 * request, and its backend for texts takes them from `TEXTS_AHEAD` (i18n/texts-backend.ts).
 */
export function prefetchRenderedPage(): void {
  const rendered = renderedPageAndLang(document);
  if (!rendered) return;
  const { page, lang } = rendered;
  importPageModule(page).catch(() => {});
  const root = pageTextsRoot();
  TEXTS_AHEAD.start(['common', ...pageNamespaces(page)].map((ns) => textsUrl(root, lang, ns)));
}

/** Once the first page has hydrated and committed: mark it (tests and the bench wait for it). */
export function firstLoadCommitted(): void {
  document.documentElement.dataset.hydrated = 'true';
}
