/*
 * The corner of notices (layout/notice-stack) is fixed at the window's foot, over the page: at
 * the foot of a long page it covered the footer's last links ("Cookie settings" under the saving
 * indicator at 1280 px, issue 52). While a notice shows, the footer is told how far up the corner
 * reaches, `--notice-reach`, and grows by as much below its links, so they scroll clear of it.
 * Growing the page's foot moves nothing already shown: no layout shift. Set on the footer alone,
 * not on `<html>`, where each change restyled the whole document.
 */

/** The corner, as layout/notice-stack marks it. */
const STACK = '[data-notice-stack]';
/** What makes room for the notices below its content, the page's footer, as layout/footer marks it. */
const ROOM = '[data-notice-room]';
const REACH = '--notice-reach';
/** A group of the corner's groups (the service worker's two live regions, pwa/pwa-notices-host). */
export const NOTICE_GROUPS = 'data-notice-groups';

/** The corner's notices: the children of each of its groups. */
function noticesIn(stack: Element): Element[] {
  return [...stack.children]
    .flatMap((group) => (group.hasAttribute(NOTICE_GROUPS) ? [...group.children] : [group]))
    .flatMap((group) => [...group.children]);
}

/** How far up from the window's foot the corner's notices reach, in px; 0 with none shown. */
function reachOf(stack: Element, win: Window): number {
  let top = Infinity;
  for (const notice of noticesIn(stack)) {
    const box = notice.getBoundingClientRect();
    if (box.height > 0) top = Math.min(top, box.top);
  }
  if (top === Infinity) return 0;
  const box = stack.getBoundingClientRect();
  // From the corner's own foot (a rise above the cookie banner left out: the banner goes first).
  const foot = Number.parseFloat(win.getComputedStyle(stack).bottom) || 0;
  return Math.ceil(box.bottom - top + foot);
}

/**
 * Keeps `--notice-reach` to the corner's notices as they come, go and change size. `refresh`
 * finds the corner again (the app may have drawn it afresh). Returns what stops it.
 */
export function watchNoticeReach(doc: Document): { refresh: () => void; stop: () => void } {
  const win = doc.defaultView;
  if (!win || !('ResizeObserver' in win)) return { refresh() {}, stop() {} };
  let stack: Element | null = null;
  /** The footer holding the room now, and what tells of it being drawn afresh. */
  let room: HTMLElement | null = null;
  const redrawn = new win.MutationObserver(() => measure());
  const measure = () => {
    const reach = stack?.isConnected ? reachOf(stack, win) : 0;
    const now = reach > 0 ? `${reach}px` : '';
    const found = doc.querySelector<HTMLElement>(ROOM);
    if (found !== room) {
      room?.style.removeProperty(REACH);
      room = found;
      redrawn.disconnect();
      // A part of the page drawn again (a hydration boundary's redraw) brings a footer without it.
      if (room?.parentNode) redrawn.observe(room.parentNode, { childList: true });
    }
    if (room && room.style.getPropertyValue(REACH) !== now)
      reach > 0 ? room.style.setProperty(REACH, now) : room.style.removeProperty(REACH);
  };
  const sizes = new win.ResizeObserver(measure);
  const watchNotices = () => {
    sizes.disconnect();
    for (const notice of stack ? noticesIn(stack) : []) sizes.observe(notice);
    measure();
  };
  const changes = new win.MutationObserver(watchNotices);
  const refresh = () => {
    const found = doc.querySelector(STACK);
    if (found !== stack) {
      stack = found;
      changes.disconnect();
      if (stack)
        changes.observe(stack, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    }
    watchNotices();
  };
  refresh();
  return {
    refresh,
    stop() {
      changes.disconnect();
      sizes.disconnect();
      redrawn.disconnect();
      room?.style.removeProperty(REACH);
    },
  };
}
