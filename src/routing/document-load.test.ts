import { describe, expect, it } from 'vitest';
import { needsDocumentLoad } from './document-load';
import { LANGUAGES } from '../i18n/languages';
import { screenPath } from './paths';

const BOOTH = LANGUAGES.map((lang) => screenPath('booth', lang));

describe('a document load between pages', () => {
  it('enters the booth page from any other page, in every language', () => {
    expect(BOOTH).toEqual(['/feria', '/ca/fira', '/en/booth', '/fr/salon']);
    for (const booth of BOOTH)
      for (const from of ['/', '/contacto', '/en/selection', '/fr/services/livres', '/nope'])
        expect(needsDocumentLoad(from, booth), `${from} → ${booth}`).toBe(true);
  });

  it('leaves the booth page, and goes from one booth page to another (a language switched)', () => {
    expect(needsDocumentLoad('/feria', '/')).toBe(true);
    expect(needsDocumentLoad('/en/booth', '/en/contact')).toBe(true);
    expect(needsDocumentLoad('/feria', '/ca/fira')).toBe(true);
    expect(needsDocumentLoad('/fr/salon', '/fr/salon')).toBe(true);
  });

  it('is not needed between pages that use no device feature', () => {
    expect(needsDocumentLoad('/', '/contacto')).toBe(false);
    expect(needsDocumentLoad('/en/selection', '/fr/selection')).toBe(false);
    // A path that is another language's spelling of the booth is a move, not the page: the server,
    // or the app's first load, moves it with a document load of its own.
    expect(needsDocumentLoad('/', '/en/salon')).toBe(false);
  });
});
