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
