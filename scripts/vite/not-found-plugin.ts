import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as EntryServer from '../../src/entry-server';

/** `vite preview` answers an unknown path with its language's prerendered 404 page, status 404. */
export function notFoundPlugin(serverEntry: string): Plugin {
  return {
    name: 'not-found-page',
    async configurePreviewServer(server) {
      const { root, build } = server.config;
      const routes: typeof EntryServer = await import(pathToFileURL(resolve(root, serverEntry)).href);
      const outDir = resolve(root, build.outDir);
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const path = (req.url ?? '/').split('?')[0]!;
          // Runs after Vite's HTML fallback: a page it found (/en → /en.html) goes on to be served.
          if (path.endsWith('.html') && existsSync(join(outDir, decodeURIComponent(path)))) return next();
          const { lang } = routes.splitLanguage(path);
          const file = join(outDir, routes.notFoundFileFor(lang));
          if (!existsSync(file)) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(file));
        });
      };
    },
  };
}
