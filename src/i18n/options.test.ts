import { describe, expect, it } from 'vitest';
import { localesUrl, textsUrl } from './options';
import { createServerI18n } from './server';

describe('localesUrl', () => {
  it('is an address that parses on its own, so the HTTP backend never throws on it', () => {
    const url = localesUrl('https://mostrari.example');
    expect(() => new URL(url)).not.toThrow();
    expect(url.replace('{{lng}}', 'fr').replace('{{ns}}', 'home')).toBe(
      'https://mostrari.example/locales/fr/home.json',
    );
  });
});

describe('textsUrl', () => {
  it('is the address the HTTP backend asks for, so a response fetched ahead can stand in for its request', () => {
    const origin = 'https://mostrari.example';
    expect(textsUrl(origin, 'ca', 'services')).toBe(
      localesUrl(origin).replace('{{lng}}', 'ca').replace('{{ns}}', 'services'),
    );
    expect(textsUrl(origin, 'ca', 'services')).toBe('https://mostrari.example/locales/ca/services.json');
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
