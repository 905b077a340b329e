import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '../../i18n/languages';
import { unreadOptions } from './unread-options';

const services = (lang: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, 'services.json'), 'utf8')) as Record<string, unknown>;

describe('the count of unread link items in every language', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: a text for 1, 2, a million and two million, with the real number`, async () => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: lang, resources: { [lang]: { services: services(lang) } }, ns: ['services'] });
      for (const unread of [1, 2, 1_000_000, 2_000_000]) {
        const text = i18n.t('services:selection.unread', unreadOptions(unread));
        expect(text, `${lang} ${unread}`).not.toMatch(/selection\.unread/);
        expect(text, `${lang} ${unread}`).toContain(String(unread));
      }
    });
  }
});
