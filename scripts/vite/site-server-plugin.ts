import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { styleHashesFile } from './prerender-plugin.ts';
import type * as EntryServer from '../../src/entry-server';

/**
 * Makes `vite preview` answer like the production host: every response carries the security
 * headers of the hosting headers file (so the tests run under the real Content-Security-Policy);
 * a path that belongs to another language (or is not canonical) gets a 301 to the right page,
 * decided by the same resolveRoute the browser uses; an unknown path gets its language's 404
 * page with status 404.
 */
export function siteServerPlugin(serverEntry: string): Plugin {
  return {
    name: 'site-server',
    async configurePreviewServer(server) {
      const { root, build } = server.config;
      const site: typeof EntryServer = await import(pathToFileURL(resolve(root, serverEntry)).href);
      const outDir = resolve(root, build.outDir);
      // Only files inside the build count: /..%2findex.html must not tell what exists outside it.
      const isFile = (path: string) => {
        try {
          const file = resolve(outDir, `.${decodeURIComponent(path)}`);
          return file.startsWith(outDir + sep) && existsSync(file);
        } catch {
          return false;
        }
      };

      const hashesFile = styleHashesFile(resolve(root, serverEntry));
      const styleHashes: string[] = existsSync(hashesFile) ? JSON.parse(readFileSync(hashesFile, 'utf8')) : [];
      const headers = Object.entries(site.securityHeaders(undefined, styleHashes));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });

      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const [path = '/', query] = req.url.split('?');
        if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/@')) return next();
        const resolution = site.resolveRoute(path, site.preferredLanguage(req.headers['accept-language']));
        if (resolution.kind !== 'redirect') return next();
        res.statusCode = 301;
        res.setHeader('Location', resolution.to + (query ? `?${query}` : ''));
        res.end();
      });

      // Runs after Vite's HTML fallback, so a page it found (/en → /en.html) is served as usual.
      return () => {
        server.middlewares.use((req, res, next) => {
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
          const path = req.url.split('?')[0]!;
          if (path.endsWith('.html') && isFile(path)) return next();
          const file = join(outDir, site.notFoundFileFor(site.splitLanguage(path).lang));
          if (!existsSync(file)) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(file));
        });
      };
    },
  };
}
