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

/** What the holder shows: the frame only with the category allowed and a network to load it from. */
export function consentFrameState(allowed: boolean, online: boolean): ConsentFrameState {
  if (!allowed) return 'consent';
  return online ? 'frame' : 'offline';
}

/**
 * Drives one holder: draws the frame in its slot while the store allows the holder's category
 * and the browser is online, removes it when the choice is withdrawn (from the banner, without a
 * reload) or the network goes, and makes the holder's grant button save the choice. Framework
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
  let failed = false;

  const frameIn = () => slot.querySelector('iframe');
  const sync = () => {
    if (!holder.isConnected) return stop();
    const state = failed ? 'offline' : consentFrameState(store.get().preferences[category], win.navigator.onLine);
    slot.setAttribute(CONSENT_FRAME.state, state);
    const frame = frameIn();
    if (state !== 'frame') return frame?.remove();
    const title = holder.getAttribute(CONSENT_FRAME.title) ?? '';
    if (frame) return void (frame.title = title);
    const made = holder.ownerDocument.createElement('iframe');
    made.src = src;
    made.title = title;
    made.loading = 'lazy';
    made.referrerPolicy = 'strict-origin-when-cross-origin';
    // A frame that reports an error gives way to the address and the link, until back online.
    made.addEventListener('error', () => {
      failed = true;
      sync();
    });
    slot.append(made);
  };
  const onGrant = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${CONSENT_FRAME.grant}]`)) store.grant(category);
  };
  const onOnline = () => {
    failed = false;
    sync();
  };

  const unsubscribe = store.subscribe(sync);
  holder.addEventListener('click', onGrant);
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', sync);
  function stop() {
    unsubscribe();
    holder.removeEventListener('click', onGrant);
    win.removeEventListener('online', onOnline);
    win.removeEventListener('offline', sync);
    slot?.removeAttribute('data-driven');
  }
  sync();
  return stop;
}

/** Drives every holder the served page has (the boot script, before the app). */
export function driveServedConsentFrames(store: ConsentStore, doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(`[${CONSENT_FRAME.holder}]`).forEach((holder) => driveConsentFrame(holder, store));
}
