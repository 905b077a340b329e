/*
 * What a browser's translation does to a page, and what a reader sees of it: page functions,
 * self-contained, run by the Chromium suite (page.evaluate) and the engine lanes (tab.evaluate).
 */

/**
 * Every text node of the page replaced by two nested <font> elements holding a new text node
 * (the original one detached), as Chrome's translation does. With `changed`, the words change
 * too, as a translation changes them (each letter shifted by 13, so every word differs and the
 * length stays). Returns how many text nodes it replaced.
 */
export function translateTextNodes(changed: boolean): number {
  const shift = (value: string) =>
    value.replace(/[a-z]/gi, (c) => {
      const base = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
    });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeValue!.trim() && !node.parentElement!.closest('script, style, noscript, template')
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const outer = document.createElement('font');
    const inner = document.createElement('font');
    outer.style.verticalAlign = inner.style.verticalAlign = 'inherit';
    inner.append(changed ? shift(node.nodeValue!) : node.nodeValue!);
    outer.append(inner);
    node.replaceWith(outer);
  }
  return nodes.length;
}

/** The length of the text a reader sees in `main` and in the footer, spaces collapsed. */
export function textLengths(): { main: number; footer: number } {
  const seen = (selector: string) =>
    ((document.querySelector(selector) as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim().length;
  return { main: seen('main'), footer: seen('footer') };
}
