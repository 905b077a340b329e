import type { Locator } from '@playwright/test';

/**
 * Which elements React has drawn again: it hands an element a new props record (its
 * `__reactProps$…` property) each time the component that owns it renders. `keepDrawn` notes the
 * records of the elements `elements` finds, under `name`; `countRedrawn` then counts how many of
 * the same elements have a different one. Their number must not change in between.
 */
export function keepDrawn(elements: Locator, name: string): Promise<number> {
  return elements.evaluateAll((els, key) => {
    const records = els.map((el) => Object.entries(el).find(([prop]) => prop.startsWith('__reactProps$'))?.[1]);
    (window as unknown as Record<string, unknown[]>)[key] = records;
    return records.filter(Boolean).length;
  }, `drawn:${name}`);
}

export function countRedrawn(elements: Locator, name: string): Promise<number> {
  return elements.evaluateAll((els, key) => {
    const kept = (window as unknown as Record<string, unknown[]>)[key];
    if (!kept || kept.length !== els.length)
      throw new Error(`${key}: ${kept?.length} elements kept, ${els.length} now`);
    return els.filter((el, i) => Object.entries(el).find(([prop]) => prop.startsWith('__reactProps$'))?.[1] !== kept[i])
      .length;
  }, `drawn:${name}`);
}
