import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';

const marked = (parts: ReturnType<typeof snippetOf>) => parts.filter((part) => part.marked).map((part) => part.text);
const whole = (parts: ReturnType<typeof snippetOf>) => parts.map((part) => part.text).join('');

describe('snippetOf', () => {
  it('marks the written words whose folded form the query matched', () => {
    const parts = snippetOf('Tapicería y cortinas: la TAPICERIA manda.', new Set(['tapiceria']));
    expect(marked(parts)).toEqual(['Tapicería', 'TAPICERIA']);
    expect(whole(parts)).toBe('Tapicería y cortinas: la TAPICERIA manda.');
  });

  it('cuts the words around the first match, with an ellipsis where text was left out', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = 'cascada';
    const parts = snippetOf(words.join(' '), new Set(['cascada']));
    expect(whole(parts)).toMatch(/^… w34 w35 .* cascada .* w57 …$/);
    expect(marked(parts)).toEqual(['cascada']);
  });

  it('starts at the beginning when nothing matches, and is empty for text with no word', () => {
    expect(whole(snippetOf('Uno dos tres.', new Set(['zzz'])))).toBe('Uno dos tres.');
    expect(snippetOf('🙂 — !', new Set(['x']))).toEqual([]);
    const long = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    expect(whole(snippetOf(long, new Set(['zzz'])))).toMatch(/^w0 w1 .* w23 …$/);
  });

  it('finds a match far into a long text whose folding lengthens it (æ) as it would near the start', () => {
    const words = Array.from({ length: 400 }, (_, i) => (i % 4 ? `w${i}` : 'Cæsar'));
    words[351] = 'Tapicería';
    const parts = snippetOf(words.join(' '), new Set(['tapiceria']));
    expect(whole(parts)).toMatch(/^… w345 w346 w347 Cæsar w349 w350 Tapicería .* w367 Cæsar …$/);
    expect(marked(parts)).toEqual(['Tapicería']);
  });

  it('finds a match near the end and still shows as many words as it can', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[58] = 'Cascada';
    const parts = snippetOf(words.join(' '), new Set(['cascada', 'w']));
    expect(whole(parts)).toMatch(/^… w36 .* Cascada w59$/);
    expect(marked(parts)).toEqual(['Cascada']);
  });

  it('takes text as text: markup and regular expression characters come back as written', () => {
    const parts = snippetOf('<b>cascada</b> (.*) [x]', new Set(['cascada']));
    expect(whole(parts)).toBe('<b>cascada</b> (.*) [x]');
    expect(marked(parts)).toEqual(['cascada']);
  });
});
