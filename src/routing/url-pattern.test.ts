import { describe, expect, it } from 'vitest';
import { fillTarget, isPattern, matchPattern, patternSource } from './url-pattern';

describe('url patterns', () => {
  it('tells a pattern from a plain path', () => {
    expect(isPattern('/es/:a')).toBe(true);
    expect(isPattern('/assets/*')).toBe(true);
    expect(isPattern('/en/services/color-cards')).toBe(false);
  });

  it('matches a placeholder to one whole segment, never an empty one', () => {
    expect(matchPattern('/es/:a', '/es/historia')).toEqual({ a: 'historia' });
    expect(matchPattern('/es/:a', '/es/servicios/libros')).toBeNull();
    expect(matchPattern('/es/:a', '/es/')).toBeNull();
    expect(matchPattern('/es/:a/:b', '/es//evil.example')).toBeNull();
  });

  it('matches a splat to anything, in the middle too', () => {
    expect(matchPattern('/*.webmanifest', '/manifest-es.webmanifest')).toEqual({ splat: 'manifest-es' });
    expect(matchPattern('/assets/*', '/assets/a/b.js')).toEqual({ splat: 'a/b.js' });
    expect(matchPattern('/*', '/')).toEqual({ splat: '' });
    expect(matchPattern('/sw.js', '/swxjs')).toBeNull();
  });

  it('fills a target and never lets it start with two slashes', () => {
    expect(fillTarget('/:a/:b', { a: 'servicios', b: 'libros' })).toBe('/servicios/libros');
    expect(fillTarget('/:splat', { splat: '/evil.example' })).toBe('/evil.example');
  });

  it('writes an anchored expression that other servers can use', () => {
    expect(patternSource('/locales/*')).toBe('^\\/locales\\/(?<splat>.*)$');
  });
});
