import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { ALL_ITEMS, itemKey } from './items';
import { MAX_ITEMS } from './limits';
import { SELECTION_PARAM, SHORT_CODES, decodeSelection } from './short-codes';
import { selectionLink, selectionQuery } from './selection-link';

/** The 30 items whose codes are longest: the longest link a selection can make. */
const longest = [...SHORT_CODES]
  .sort(([a], [b]) => b.length - a.length)
  .slice(0, MAX_ITEMS)
  .map(([, key]) => ALL_ITEMS.find((item) => itemKey(item) === key)!);

describe('the link to a selection', () => {
  it.each(LANGUAGES)('opens the selection page in its language with the same items (%s)', (lang) => {
    const link = new URL(selectionLink(longest, lang));
    expect(link.pathname).toMatch(/\/(seleccion|seleccio|selection)$/);
    expect(decodeSelection(link.searchParams.get(SELECTION_PARAM)).items).toEqual(longest);
  });

  it.each(LANGUAGES)('stays well under 300 characters whole, with 30 items (%s)', (lang) => {
    const link = selectionLink(longest, lang);
    console.info(`30-item link, ${lang}: ${link.length} characters`);
    expect(link.length).toBeLessThan(200);
  });
});

describe('the query naming a selection', () => {
  it('is empty for no items, so a link to the form asks about nothing', () => {
    expect(selectionQuery([])).toBe('');
  });

  it('names the same items the selection page reads', () => {
    const params = new URLSearchParams(selectionQuery(longest));
    expect(decodeSelection(params.get(SELECTION_PARAM)).items).toEqual(longest);
  });
});
