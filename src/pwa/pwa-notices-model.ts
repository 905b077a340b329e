import type { PwaStatus } from './pwa-status';

/** One notice of the service worker's news, in the order they stack. */
export type PwaNotice =
  | { kind: 'offline' }
  | { kind: 'update' }
  | { kind: 'precaching'; done: number; total: number }
  | { kind: 'precacheFailed' }
  | { kind: 'copyShort'; missing: number }
  | { kind: 'ready'; storageBytes: number | null };

export type PwaNoticeKind = PwaNotice['kind'];

/** The order notices stack in, from the top. */
export const NOTICE_ORDER: readonly PwaNoticeKind[] = [
  'offline',
  'update',
  'precaching',
  'precacheFailed',
  'copyShort',
  'ready',
];

/**
 * How a screen reader is told of each notice as it comes, which may be together with the cookie
 * banner, the language offer and the saving: a version waiting and a saving that failed at once
 * (an alert), ahead of anything said politely, since the page read is out of date or the offline
 * copy counted on is not there; the rest politely, in the notices' live region: a copy that was
 * whole and misses a file while offline among them, since it serves all the rest. The saving is said
 * as it starts and as it ends (the notice that takes its place), never count by count: its count
 * is left out of what the region says (pwa-notices.ts).
 */
export const NOTICE_URGENCY: Readonly<Record<PwaNoticeKind, 'alert' | 'polite'>> = {
  offline: 'polite',
  update: 'alert',
  precaching: 'polite',
  precacheFailed: 'alert',
  copyShort: 'polite',
  ready: 'polite',
};

/**
 * What the notices show: that the visitor is offline; a new version waiting (with Reload); on a
 * first visit how far saving the catalogue has got, then that it is ready for offline use and
 * how much it takes, or that saving failed, until the visitor closes that; a copy that was whole
 * and misses files until the network is back. A waiting version replaces all that is said of this
 * version's copy ("ready", its mending's count, "failed", "nearly whole"): reloading onto it
 * matters more, and it brings a whole copy of its own.
 *
 * "Nearly whole, saved when the connection is back" only while the page is offline: the worker
 * says the server was not reached, which it also says of a sw.js that failed or hung while the
 * browser is online (a server down, a 404), and there the connection is no reason and never comes
 * back. Online, such a copy's saving has failed: the failed-saving text, which says it is tried
 * again at the next page opened, as it is (copy-state.ts's watchCopy asks at each page shown).
 *
 * `closed`: the kinds the visitor closed in this tab; one closed ("ready") leaves another kind to
 * show when it comes (the copy short later, offline).
 */
export function pwaNoticesFor(
  status: PwaStatus,
  online: boolean,
  closed: ReadonlySet<PwaNoticeKind> = NONE_CLOSED,
): PwaNotice[] {
  const notices: PwaNotice[] = [];
  if (!online) notices.push({ kind: 'offline' });
  if (status.updateWaiting) return [...notices, { kind: 'update' }];
  if (status.precache && !status.offlineReady) notices.push({ kind: 'precaching', ...status.precache });
  const failed = status.precacheFailed || (status.copyShort !== null && online);
  if (failed) notices.push({ kind: 'precacheFailed' });
  if (status.copyShort !== null && !online) notices.push({ kind: 'copyShort', missing: status.copyShort });
  if (status.offlineReady) notices.push({ kind: 'ready', storageBytes: status.storageBytes });
  return notices.filter((notice) => !closed.has(notice.kind));
}

const NONE_CLOSED: ReadonlySet<PwaNoticeKind> = new Set();

/**
 * The notices that fold to a small pill while the cookie banner is open on a phone: with it, a
 * card the width of the screen took a first visit's overlays to 32% of a 390x844 screen, over a
 * quarter (issue 52). The saving is a pill already; "offline" is one line; "update" never meets a
 * first visit's banner.
 */
const FOLDED_WHILE_CROWDED: ReadonlySet<PwaNoticeKind> = new Set(['precacheFailed', 'copyShort', 'ready']);

/**
 * Whether a notice shows as its pill: while the banner crowds a phone's screen, until the visitor
 * opens it.
 */
export function noticeFolded(kind: PwaNoticeKind, crowded: boolean, opened: boolean): boolean {
  return crowded && !opened && FOLDED_WHILE_CROWDED.has(kind);
}
