/** Marks the desktop services menu's `<li>`, which this module drives. */
export const SERVICES_MENU_MARK = 'data-services-menu';

const MENU = `[${SERVICES_MENU_MARK}]`;

/** What the visitor does that opens or closes the menu, heard once on the document. */
const EVENTS = ['mouseover', 'mouseout', 'focusin', 'focusout', 'keydown', 'click'] as const;

/**
 * The desktop services dropdown (SPEC §2): opens on hover and on keyboard focus of its trigger,
 * closes when the pointer or the focus leaves it, on Escape (focus back on the trigger, which
 * then does not reopen it) and when one of its links is followed; ArrowDown on the trigger opens
 * it and focuses its first link. The page's first script (src/boot.ts) starts it, so it works
 * from first paint, with or without the app. React renders the menu closed (`aria-expanded`
 * false, the panel `hidden`) and never changes either; the listeners are the document's, so a
 * menu the app renders afresh is driven the same. Returns what stops it.
 */
export function controlServicesMenus(doc: Document = document): () => void {
  /** Menus whose trigger gets the focus back from Escape: that focus does not reopen them. */
  const closedByEscape = new WeakSet<Element>();
  const partsOf = (menu: Element) => {
    const trigger = menu.querySelector<HTMLElement>('a[aria-controls]');
    const panel = trigger && doc.getElementById(trigger.getAttribute('aria-controls') ?? '');
    return trigger && panel ? { trigger, panel } : null;
  };
  const setOpen = (menu: Element, open: boolean) => {
    const parts = partsOf(menu);
    if (!parts || (parts.trigger.getAttribute('aria-expanded') === 'true') === open) return;
    parts.trigger.setAttribute('aria-expanded', String(open));
    parts.panel.hidden = !open;
  };
  const menuOf = (node: EventTarget | null) => (node instanceof Element ? node.closest(MENU) : null);
  /** Whether a move from inside `menu` to `to` (the event's related target) leaves it. */
  const leaves = (menu: Element, to: EventTarget | null) => !(to instanceof Node && menu.contains(to));

  const onEvent = (event: Event) => {
    const menu = menuOf(event.target);
    if (!menu) return;
    switch (event.type) {
      case 'mouseover':
      case 'mouseout': {
        const { relatedTarget } = event as MouseEvent;
        if (leaves(menu, relatedTarget)) setOpen(menu, event.type === 'mouseover');
        return;
      }
      case 'focusin':
        if (event.target !== partsOf(menu)?.trigger) return;
        if (closedByEscape.has(menu)) closedByEscape.delete(menu);
        else setOpen(menu, true);
        return;
      case 'focusout':
        if (leaves(menu, (event as FocusEvent).relatedTarget)) setOpen(menu, false);
        return;
      case 'click':
        if ((event.target as Element).closest('a')) setOpen(menu, false);
        return;
      case 'keydown': {
        const { key } = event as KeyboardEvent;
        const parts = partsOf(menu);
        if (!parts) return;
        if (key === 'Escape' && parts.trigger.getAttribute('aria-expanded') === 'true') {
          setOpen(menu, false);
          closedByEscape.add(menu);
          parts.trigger.focus();
        } else if (key === 'ArrowDown' && event.target === parts.trigger) {
          event.preventDefault();
          setOpen(menu, true);
          parts.panel.querySelector<HTMLElement>('a')?.focus();
        }
      }
    }
  };
  for (const type of EVENTS) doc.addEventListener(type, onEvent);
  return () => {
    for (const type of EVENTS) doc.removeEventListener(type, onEvent);
  };
}
