import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { TEXTS_VERSION_META } from '../../src/i18n/options.ts';

/** One locale file as the site serves it: `{lang}/{ns}.json`, minified. */
export interface LocaleFile {
  file: string;
  text: string;
}

/**
 * The version of a set of texts: a hash of every file's name and content, so that a copy edit
 * anywhere gives new addresses to the texts and nothing else does.
 */
export function textsVersion(files: readonly LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const { file, text } of [...files].sort((a, b) => (a.file < b.file ? -1 : 1))) hash.update(`${file}\n${text}\n`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The locale file a request for /locales/… asks for on the dev server: `{lang}/{ns}.json`, under
 * a version or not. Any version is answered with the files as they are now: on the dev server
 * texts are edited while pages stay open, and the page's version is the one of its start.
 */
export function requestedLocaleFile(url: string): string {
  const path = decodeURIComponent(url.split('?')[0]!.replace(/^\//, ''));
  return path.replace(/^[0-9a-f]{12}\//, '');
}

/**
 * Emits locales/{lang}/{ns}.json, minified, into the build at /locales/{version}/{lang}/{ns}.json
 * (textsVersion), and names that version in every page (a <meta> of the HTML template, which the
 * prerendered pages are made from): a page fetches the texts it was rendered with, whatever code
 * or deploy it meets later (src/i18n/options.ts). The addresses never change content, so the
 * host may keep them for good (app/hosting-headers.ts). Serves the same on the dev server. Only
 * the language folders are read: files beside them (the glossary, GLOSSARY.md) are for writers,
 * not for the site.
 */
export function localesPlugin(dir: string): Plugin {
  const files = (): LocaleFile[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name: lang }) =>
        readdirSync(join(dir, lang))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${lang}/${file}`),
      )
      .map((file) => ({ file, text: JSON.stringify(JSON.parse(readFileSync(join(dir, file), 'utf8'))) }));
  return {
    name: 'locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const wanted = requestedLocaleFile(req.url ?? '');
        const found = files().find(({ file }) => file === wanted);
        if (!found) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(found.text);
      });
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: TEXTS_VERSION_META, content: textsVersion(files()) }, injectTo: 'head' }];
    },
    generateBundle() {
      const all = files();
      const version = textsVersion(all);
      for (const { file, text } of all) {
        this.emitFile({ type: 'asset', fileName: `locales/${version}/${file}`, source: text });
      }
    },
  };
}
