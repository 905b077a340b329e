import { describe, expect, it } from 'vitest';
import { hitSnippet } from './hit-snippet';
import type { SnippetPart } from './search-hit';

const marked = (parts: readonly SnippetPart[]) => parts.filter((part) => part.marked).map((part) => part.text);
const whole = (parts: readonly SnippetPart[]) => parts.map((part) => part.text).join('');

describe('hitSnippet', () => {
  it('marks the matched words in the text when it says them', () => {
    const parts = hitSnippet({
      excerpt: 'Cartes couleurs sur mesure.',
      title: 'Cartes couleurs',
      headline: '',
      matches: { couleurs: ['title', 'text'] },
    });
    expect(whole(parts)).toBe('Cartes couleurs sur mesure.');
    expect(marked(parts)).toEqual(['couleurs']);
  });

  it('leads with the caption, marked, when the match is in the caption only', () => {
    const parts = hitSnippet({
      excerpt: 'Llibre obert amb mostres de vellut',
      title: 'Col·lecció en blaus i verds',
      headline: '',
      matches: { colleccio: ['title'] },
    });
    expect(marked(parts)).toEqual(['Col·lecció']);
    expect(whole(parts)).toBe('Col·lecció en blaus i verds · Llibre obert amb mostres de vellut');
  });

  it('leads with the synonym that matched when no shown text says it', () => {
    const parts = hitSnippet({
      excerpt: 'Des cartes couleurs pour vos collections.',
      title: 'Cartes couleurs',
      headline: 'Cartes couleurs',
      matches: { nuancier: ['synonyms'] },
    });
    expect(parts[0]).toEqual({ text: 'nuancier', marked: true });
    expect(whole(parts)).toBe('nuancier · Des cartes couleurs pour vos collections.');
  });

  it('shows the text unmarked when nothing was matched to mark (a query of stop words only)', () => {
    const parts = hitSnippet({ excerpt: 'The spine of the book.', title: 'Books', headline: '', matches: {} });
    expect(marked(parts)).toEqual([]);
    expect(whole(parts)).toBe('The spine of the book.');
  });
});
