import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalog';
import { SERVICES, ALL_SAMPLES_CARD } from './services';
import { SERVICES_LIST_CARDS } from './services-list';
import { SAMPLE_CARDS } from './sample-cards';
import { DETAIL_PAGE, SERVICE_PAGES } from './service-pages';
import { imageAltKey } from './galleries';
import { LANGUAGES, ROOT, lookup, readLocale, translationKeysIn } from './testing/content-files';

// Key parity, empty strings and copies between languages: src/i18n/locales.test.ts, for every namespace.
const CONTENT = [SERVICES, CATEGORIES, ALL_SAMPLES_CARD, SERVICES_LIST_CARDS, SAMPLE_CARDS, DETAIL_PAGE, SERVICE_PAGES];

/** Every t('…') key written out in the services screens and the shared components they use. */
function literalKeysInSources(): { file: string; key: string; ns: string }[] {
  const dirs = ['services', 'service-detail', 'service', 'samples'].map((d) => `src/pages/${d}`);
  const shared = ['carousel', 'contact-card', 'page-hero', 'cta-band', 'service-card', 'sidebar-layout'].map(
    (d) => `src/components/${d}`,
  );
  const files = [...dirs, ...shared].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => join(dir, f)),
  );
  return files.flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const ns = /useT\('services'\)/.test(source) ? 'services' : 'common';
    return [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => ({ file, key: m[1]!, ns }));
  });
}

describe('services texts', () => {
  it('give every key the content data refers to a text in every language', () => {
    const keys = new Set(CONTENT.flatMap(translationKeysIn));
    for (const service of Object.values(SERVICES))
      for (const id of [service.imageUrl, ...service.images]) keys.add(imageAltKey(id));
    expect(keys.size).toBeGreaterThan(150);
    for (const lang of LANGUAGES) for (const key of keys) expect(lookup(lang, key), `${lang} ${key}`).toBeDefined();
  });

  it('give every key the screens and shared components write out a text in every language', () => {
    const used = literalKeysInSources();
    expect(used.length).toBeGreaterThan(40);
    for (const lang of LANGUAGES)
      for (const { file, key, ns } of used)
        expect(lookup(lang, key.includes(':') ? key : `${ns}:${key}`), `${lang} ${key} in ${file}`).toBeDefined();
  });

  it('keep the company facts the spec fixes', () => {
    for (const lang of LANGUAGES) {
      const all = JSON.stringify(readLocale(lang, 'services'));
      expect(all).toContain('{{replyHours}}'); // COMPANY.replyWithinHours, filled in by i18n
      expect(all).toContain('1991');
      expect(all).toContain('Santa Coloma de Gramenet');
    }
  });
});

// Guard for the helper above: a folder that stops existing would silently check nothing.
it('reads the screen folders it checks', () => {
  expect(statSync(join(ROOT, 'src/pages/service-detail')).isDirectory()).toBe(true);
});
