import { describe, expect, it } from 'vitest';
import { htmlFileFor, notFoundFileFor } from './html-file';

describe('htmlFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/en', 'en.html'],
    ['/historia', 'historia.html'],
    ['/fr/services/reliure', 'fr/services/reliure.html'],
  ])('writes %s to %s', (path, file) => expect(htmlFileFor(path)).toBe(file));

  it('keeps one not-found page per language', () => {
    expect(notFoundFileFor('es')).toBe('404.html');
    expect(notFoundFileFor('ca')).toBe('ca/404.html');
  });
});
