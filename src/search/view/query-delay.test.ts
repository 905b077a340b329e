import { describe, expect, it } from 'vitest';
import { queryDelay, TYPING_REST_MS } from './query-delay';

const code = () => undefined;
const other = () => undefined;

describe('queryDelay', () => {
  it('runs the first query after an empty field at once', () => {
    expect(queryDelay({ text: '', answerer: code }, { text: 'l', answerer: code })).toBe(0);
  });

  it('runs at once when the search code has just come, whatever was typed meanwhile', () => {
    expect(queryDelay({ text: 'libros', answerer: undefined }, { text: 'libros', answerer: code })).toBe(0);
    expect(queryDelay({ text: 'libros', answerer: code }, { text: 'libros', answerer: other })).toBe(0);
  });

  it('waits for typing to rest on every later keystroke', () => {
    expect(queryDelay({ text: 'l', answerer: code }, { text: 'li', answerer: code })).toBe(TYPING_REST_MS);
    expect(queryDelay({ text: 'libros', answerer: code }, { text: 'libro', answerer: code })).toBe(TYPING_REST_MS);
  });

  it('waits while the code is still loading, as the text changes', () => {
    expect(queryDelay({ text: 'l', answerer: undefined }, { text: 'li', answerer: undefined })).toBe(TYPING_REST_MS);
  });
});
