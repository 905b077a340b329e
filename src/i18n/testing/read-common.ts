import { readFileSync } from 'node:fs';

/** A language's `common.json` as the build ships it, for tests of the parts that read it whole. */
export const readCommon = (lang: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8'));
