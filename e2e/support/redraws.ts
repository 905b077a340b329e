import type { Locator } from '@playwright/test';

/**
 * Which elements React has drawn again: it hands an element a new props record (its
 * `__reactProps$…` property) each time the component that owns it renders, and a new element
 * when it draws it afresh. `keepDrawn` notes the elements `elements` finds and their records,
 * under `name`, and returns how many have a record (React hydrated or drew them; an element kept
 * as served has none); `countRedrawn` then counts how many are other elements now, or have a
 * different record. Their number must not change in between.
 */
export function keepDrawn(elements: Locator, name: string): Promise<number> {
  return elements.evaluateAll((els, key) => {
    const records = els.map((el) => Object.entries(el).find(([prop]) => prop.startsWith('__reactProps$'))?.[1]);
    (window as unknown as Record<string, unknown>)[key] = { els, records };
    return records.filter(Boolean).length;
  }, `drawn:${name}`);
}

export function countRedrawn(elements: Locator, name: string): Promise<number> {
  return elements.evaluateAll((els, key) => {
    const kept = (window as unknown as Record<string, { els: Element[]; records: unknown[] } | undefined>)[key];
    if (!kept || kept.els.length !== els.length)
      throw new Error(`${key}: ${kept?.els.length} elements kept, ${els.length} now`);
    return els.filter(
      (el, i) =>
        el !== kept.els[i] ||
        Object.entries(el).find(([prop]) => prop.startsWith('__reactProps$'))?.[1] !== kept.records[i],
    ).length;
  }, `drawn:${name}`);
}
