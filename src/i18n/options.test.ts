import { describe, expect, it } from 'vitest';
import { localesUrl, textsRoot, textsUrl, textsVersionOf, TEXTS_VERSION_META } from './options';
import { createServerI18n } from './server';

const ORIGIN = 'https://mostrari.example';
const VERSION = '0123456789ab';

/** A document whose <head> holds these metas, as far as textsVersionOf reads it. */
const docWith = (metas: Record<string, string>) => ({
  querySelector: (selector: string) => {
    const name = /name="([^"]+)"/.exec(selector)?.[1];
    const content = name !== undefined ? metas[name] : undefined;
    return content === undefined ? null : ({ getAttribute: () => content } as unknown as Element);
  },
});

describe('localesUrl', () => {
  it('is an address that parses on its own, so the HTTP backend never throws on it', () => {
    const url = localesUrl(textsRoot(ORIGIN, VERSION));
    expect(() => new URL(url)).not.toThrow();
    expect(url.replace('{{lng}}', 'fr').replace('{{ns}}', 'home')).toBe(
      `https://mostrari.example/locales/${VERSION}/fr/home.json`,
    );
  });
});

describe('textsUrl', () => {
  it('is the address the HTTP backend asks for, so a response fetched ahead can stand in for its request', () => {
    const root = textsRoot(ORIGIN, VERSION);
    expect(textsUrl(root, 'ca', 'services')).toBe(
      localesUrl(root).replace('{{lng}}', 'ca').replace('{{ns}}', 'services'),
    );
    expect(textsUrl(root, 'ca', 'services')).toBe(`https://mostrari.example/locales/${VERSION}/ca/services.json`);
  });

  it('is unversioned for a page that names no version (the dev server answers both)', () => {
    expect(textsUrl(textsRoot(ORIGIN, null), 'es', 'common')).toBe('https://mostrari.example/locales/es/common.json');
  });
});

describe('textsVersionOf', () => {
  it('reads the version the page names, and nothing that is not one', () => {
    expect(textsVersionOf(docWith({ [TEXTS_VERSION_META]: VERSION }))).toBe(VERSION);
    expect(textsVersionOf(docWith({}))).toBeNull();
    expect(textsVersionOf(docWith({ [TEXTS_VERSION_META]: '../../etc' }))).toBeNull();
  });
});

describe('formats', () => {
  it('writes a name in lower case where a text asks for it, and leaves it as given elsewhere', () => {
    const resources = {
      es: { common: { inside: 'Presupuesto de {{service, lowercase}}', title: '{{service}}' } },
    };
    const t = createServerI18n('es', resources, {}).getFixedT('es');
    expect(t('inside', { service: 'Cartas de colores' })).toBe('Presupuesto de cartas de colores');
    expect(t('title', { service: 'Cartas de colores' })).toBe('Cartas de colores');
  });
});
