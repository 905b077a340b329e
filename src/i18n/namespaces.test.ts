import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

describe('namespaces', () => {
  it.each(LANGUAGES)('are the JSON files of locales/%s', (lang) => {
    const files = readdirSync(new URL(`../../locales/${lang}/`, import.meta.url)).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });
});
