import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves locales/{lang}/{ns}.json at /locales/… in development and emits them, minified,
 * into the build, where i18next-http-backend fetches them. Only the language folders are read:
 * files beside them (the glossary, GLOSSARY.md) are for writers, not for the site.
 */
export function localesPlugin(dir: string): Plugin {
  const files = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name: lang }) =>
        readdirSync(join(dir, lang))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${lang}/${file}`),
      );
  const minified = (file: string) => JSON.stringify(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return {
    name: 'locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!files().includes(file)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(minified(file));
      });
    },
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: minified(file) });
    },
  };
}
