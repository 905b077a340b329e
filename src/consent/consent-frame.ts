import type { ConsentStore } from './consent-store';
import type { OptionalCategory } from './consent';

/**
 * The marks of a third party's frame that waits for consent (the location page's map). The page
 * draws the holder, with what stands in the frame's place (the address, the link to the service,
 * the button that allows it) and an empty slot; the frame itself is drawn only here, never
 * served and never by React, so no request reaches the third party before the visitor allows it.
 */
export const CONSENT_FRAME = {
  /** On the holder: the category the frame needs (`functional`). */
  holder: 'data-consent-frame',
  /** On the holder: the frame's address and accessible title. */
  src: 'data-frame-src',
  title: 'data-frame-title',
  /** The element the frame goes in; React leaves its inside alone. */
  slot: 'data-consent-frame-slot',
  /** On the slot: why there is no frame (`consent`, `offline`), or `frame`. */
  state: 'data-state',
  /** A button in the holder that allows the category, saved as a choice from the banner is. */
  grant: 'data-consent-grant',
} as const;

export type ConsentFrameState = 'frame' | 'consent' | 'offline';

/**
 * What the holder shows: the frame only with the category allowed. A new frame needs a network
 * to load from; one already drawn stays when the network goes, since what it has loaded still
 * shows (and a frame reports no error when its load fails: the link beside it always stands).
 */
export function consentFrameState(allowed: boolean, online: boolean, drawn: boolean): ConsentFrameState {
  if (!allowed) return 'consent';
  return online || drawn ? 'frame' : 'offline';
}

/**
 * Drives one holder: draws the frame in its slot once the store allows the holder's category
 * and the browser is online, removes it when the choice is withdrawn (from the banner or another
 * tab, without a reload), keeps it when the network goes, and makes the holder's grant button save the choice. Framework
 * free, so the page's first script drives the served page before the app has loaded, and the
 * app the holders it draws later. A holder already driven is left to its driver; a driver stops
 * once its holder has left the page. Returns what stops it.
 */
export function driveConsentFrame(holder: HTMLElement, store: ConsentStore): () => void {
  const slot = holder.querySelector<HTMLElement>(`[${CONSENT_FRAME.slot}]`);
  const category = holder.getAttribute(CONSENT_FRAME.holder) as OptionalCategory | null;
  const src = holder.getAttribute(CONSENT_FRAME.src);
  if (!slot || !category || !src || slot.hasAttribute('data-driven')) return () => {};
  slot.setAttribute('data-driven', '');
  const win = holder.ownerDocument.defaultView!;

  const frameIn = () => slot.querySelector('iframe');
  const sync = () => {
    if (!holder.isConnected) return stop();
    const frame = frameIn();
    const state = consentFrameState(store.get().preferences[category], win.navigator.onLine, Boolean(frame));
    slot.setAttribute(CONSENT_FRAME.state, state);
    if (state !== 'frame') return frame?.remove();
    const title = holder.getAttribute(CONSENT_FRAME.title) ?? '';
    if (frame) return void (frame.title = title);
    const made = holder.ownerDocument.createElement('iframe');
    made.src = src;
    made.title = title;
    made.loading = 'lazy';
    made.referrerPolicy = 'strict-origin-when-cross-origin';
    slot.append(made);
  };
  const onGrant = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${CONSENT_FRAME.grant}]`)) return;
    store.grant(category);
    // The button went with what stood in the frame's place: the keyboard goes on from the holder
    // (its next stop is the frame), not from the top of the page. Not into the frame itself: a
    // third party's document, still loading: in WebKit the page's next click (the footer's
    // "cookie settings") was then intercepted.
    const doc = holder.ownerDocument;
    const focused = doc.activeElement;
    if (focused !== null && focused !== doc.body && !focused.closest(`[${CONSENT_FRAME.grant}]`)) return;
    if (!holder.hasAttribute('tabindex')) holder.tabIndex = -1;
    holder.focus({ preventScroll: true });
  };
  const unsubscribe = store.subscribe(sync);
  holder.addEventListener('click', onGrant);
  win.addEventListener('online', sync);
  win.addEventListener('offline', sync);
  function stop() {
    unsubscribe();
    holder.removeEventListener('click', onGrant);
    win.removeEventListener('online', sync);
    win.removeEventListener('offline', sync);
    slot?.removeAttribute('data-driven');
  }
  sync();
  return stop;
}

/** Whether the served page has frames that wait for the visitor's cookie choice (the location page's map). */
export function hasServedConsentFrames(doc: Document = document): boolean {
  return doc.querySelector(`[${CONSENT_FRAME.holder}]`) !== null;
}

/** Drives every holder the served page has (the boot script, before the app). */
export function driveServedConsentFrames(store: ConsentStore, doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(`[${CONSENT_FRAME.holder}]`).forEach((holder) => driveConsentFrame(holder, store));
}
