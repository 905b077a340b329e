import { describe, expect, it } from 'vitest';
import { requestedLocaleFile, textsVersion } from './locales-plugin';

const files = [
  { file: 'es/common.json', text: '{"a":"Hola"}' },
  { file: 'en/common.json', text: '{"a":"Hello"}' },
];

describe('textsVersion', () => {
  it('is the same for the same texts, whatever their order, and twelve hex digits', () => {
    expect(textsVersion(files)).toMatch(/^[0-9a-f]{12}$/);
    expect(textsVersion([...files].reverse())).toBe(textsVersion(files));
  });

  it('changes with any text, and with a file’s name', () => {
    const edited = [files[0]!, { file: 'en/common.json', text: '{"a":"Hello!"}' }];
    expect(textsVersion(edited)).not.toBe(textsVersion(files));
    const moved = [files[0]!, { file: 'fr/common.json', text: files[1]!.text }];
    expect(textsVersion(moved)).not.toBe(textsVersion(files));
  });
});

describe('requestedLocaleFile', () => {
  it('is the file asked for under any version, or under none (the dev server answers both)', () => {
    expect(requestedLocaleFile('/0123456789ab/fr/home.json?x=1')).toBe('fr/home.json');
    expect(requestedLocaleFile('/fr/home.json')).toBe('fr/home.json');
  });
});
