import type { Page } from '@playwright/test';

/** What the page's live regions would announce, by how urgently: texts and the names of buttons. */
export interface LiveContents {
  assertive: string[];
  polite: string[];
}

/**
 * The texts a screen reader is given to announce as they change, read from the page as it is
 * now: each shown text, and each shown button's name from `aria-label`, under its nearest live
 * region (`aria-live`, or the roles alert, status and log), whose politeness it takes. Text in a
 * region marked `aria-live="off"` (or in none) is not announced, and is left out.
 */
export function liveContents(page: Page): Promise<LiveContents> {
  return page.evaluate(() => {
    const contents: { assertive: string[]; polite: string[] } = { assertive: [], polite: [] };
    const IMPLICIT: Record<string, string> = { alert: 'assertive', status: 'polite', log: 'polite' };
    const politeness = (node: Element): string => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const live = at.getAttribute('aria-live') ?? IMPLICIT[at.getAttribute('role') ?? ''];
        if (live) return live;
      }
      return 'off';
    };
    const shown = (node: Element) => node.checkVisibility() && !node.closest('[aria-hidden="true"]');
    const take = (node: Element, said: string) => {
      const live = politeness(node);
      if ((live === 'assertive' || live === 'polite') && said.trim() && shown(node)) contents[live].push(said.trim());
    };
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode())
      if (node.parentElement) take(node.parentElement, node.textContent ?? '');
    for (const named of document.body.querySelectorAll('[aria-label]')) take(named, named.getAttribute('aria-label')!);
    return contents;
  });
}

/** One announcement a screen reader would make: what it says, and how urgently. */
export interface Announcement {
  politeness: 'assertive' | 'polite';
  said: string;
}

/**
 * Records, from the page's start, each announcement its live regions would make as they change,
 * so that a test can count how often a sentence is read out (a snapshot of the regions' contents
 * cannot tell once from twice). As a screen reader hears them: a node added, a text changed or an
 * element shown again (`hidden`, a class, a style, `aria-hidden` taken off) is said by its
 * nearest live region, whole if the region is atomic (an alert or a status unless marked
 * `aria-atomic="false"`), and an element added that is itself a live region says itself too, as an
 * alert does on coming: the same words in two regions are heard twice. Call before `page.goto`.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: { politeness: string; said: string }[] = [];
    (window as { announcements?: typeof heard }).announcements = heard;
    const IMPLICIT: Record<string, string> = { alert: 'assertive', status: 'polite', log: 'polite' };
    const ATOMIC: Record<string, boolean> = { alert: true, status: true };
    const role = (node: Element) => node.getAttribute('role') ?? '';
    const isRegion = (node: Element) => node.hasAttribute('aria-live') || role(node) in IMPLICIT;
    const regionOf = (node: Element | null): Element | null => {
      for (let at = node; at; at = at.parentElement) if (isRegion(at)) return at;
      return null;
    };
    const atomic = (region: Element) => {
      const marked = region.getAttribute('aria-atomic');
      return marked === null ? (ATOMIC[role(region)] ?? false) : marked === 'true';
    };
    const shown = (node: Element) =>
      node.isConnected && node.checkVisibility() && !node.closest('[aria-hidden="true"]');
    // Shown texts, and shown elements' `aria-label`s in place of their content.
    const spoken = (root: Element): string => {
      const parts: string[] = [];
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) {
          if (node.parentElement && shown(node.parentElement)) parts.push(node.textContent ?? '');
          return;
        }
        if (!(node instanceof Element) || !shown(node)) return;
        const label = node.getAttribute('aria-label');
        if (label) parts.push(label);
        else node.childNodes.forEach(walk);
      };
      walk(root);
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    const say = (region: Element, changed: Element, atomicsSaid: Set<Element>) => {
      const politeness = region.getAttribute('aria-live') ?? IMPLICIT[role(region)];
      if (politeness !== 'assertive' && politeness !== 'polite') return;
      if (atomic(region)) {
        if (atomicsSaid.has(region)) return;
        atomicsSaid.add(region);
        changed = region;
      }
      const said = spoken(changed);
      if (said) heard.push({ politeness, said });
    };
    /** Whether each element in a live region was shown after the last changes. */
    let wasShown = new WeakMap<Element, boolean>();
    const remember = () => {
      wasShown = new WeakMap();
      for (const region of document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]'))
        for (const node of [region, ...region.querySelectorAll('*')]) wasShown.set(node, shown(node));
    };
    new MutationObserver((records) => {
      const atomicsSaid = new Set<Element>();
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        if (!target) continue;
        const region = regionOf(target);
        if (record.type === 'childList') {
          for (const added of record.addedNodes) {
            if (!(added instanceof Element) && added.nodeType !== Node.TEXT_NODE) continue;
            if (added instanceof Element && isRegion(added)) say(added, added, atomicsSaid);
            if (region) say(region, added instanceof Element ? added : target, atomicsSaid);
          }
        } else if (record.type === 'characterData') {
          if (region) say(region, target, atomicsSaid);
        } else if (region) {
          // Shown again: the outermost element of the change that was not shown and now is.
          for (const node of [target, ...target.querySelectorAll('*')])
            if (wasShown.get(node) === false && shown(node) && (node === target || wasShown.get(node.parentElement!)))
              say(region, node, atomicsSaid);
        }
      }
      remember();
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden', 'class', 'style', 'aria-hidden'],
    });
  });
}

/** The announcements recorded since the page started (`recordAnnouncements`). */
export function announcements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => (window as { announcements?: Announcement[] }).announcements ?? []);
}

/** How many times a sentence has been announced, and how urgently each time. */
export async function timesAnnounced(page: Page, sentence: string | RegExp): Promise<Announcement['politeness'][]> {
  const matches = (said: string) => (typeof sentence === 'string' ? said.includes(sentence) : sentence.test(said));
  return (await announcements(page)).filter(({ said }) => matches(said)).map(({ politeness }) => politeness);
}
