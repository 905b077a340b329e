import { describe, expect, it } from 'vitest';
import { queryOf, searchText } from './query-param';

describe('queryOf', () => {
  it('reads ?q= as text, decoded, whatever it holds', () => {
    expect(queryOf('?q=tapicer%C3%ADa')).toBe('tapicería');
    expect(queryOf('?q=%3Cimg+src%3Dx%3E')).toBe('<img src=x>');
    expect(queryOf('?s=abc')).toBe('');
    expect(queryOf('')).toBe('');
  });
});

describe('searchText', () => {
  it('trims, and keeps emoji and right-to-left text as they are', () => {
    expect(searchText('  cascadas ')).toBe('cascadas');
    expect(searchText('😀 كتاب عينات')).toBe('😀 كتاب عينات');
  });
});
