import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { styleHashesFile } from './prerender-plugin.ts';
import { importServerEntry } from './server-entry.ts';

/**
 * Makes `vite preview` answer as the table of server behaviour says (src/routing/server-table.ts),
 * the table the hosts' files are written from: its redirects (by Accept-Language where two
 * languages share a slug), clean URLs, the trailing slash, each language's not-found page
 * with status 404, and the response headers of every rule that matches the path.
 */
export function siteServerPlugin(serverEntry: string): Plugin {
  return {
    name: 'site-server',
    async configurePreviewServer(server) {
      const { root, build } = server.config;
      const site = await importServerEntry(root, serverEntry);
      const outDir = resolve(root, build.outDir);
      // Only files inside the build count: /..%2findex.html must not tell what exists outside it.
      // A name the file system cannot hold (a NUL byte, a segment too long) is no file either.
      const isFile = (file: string) => {
        const path = resolve(outDir, file);
        if (!path.startsWith(outDir + sep)) return false;
        try {
          return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
        } catch {
          return false;
        }
      };
      const hashesFile = styleHashesFile(resolve(root, serverEntry));
      const styleHashes: string[] = existsSync(hashesFile) ? JSON.parse(readFileSync(hashesFile, 'utf8')) : [];
      const table = site.serverTable(site.headerRules(undefined, styleHashes));
      const ask = (url: string, acceptLanguage: string | undefined) => {
        const query = url.indexOf('?');
        const path = query < 0 ? url : url.slice(0, query);
        return site.answer(table, { path, search: query < 0 ? '' : url.slice(query), acceptLanguage }, isFile);
      };

      server.middlewares.use((req, res, next) => {
        if (!req.url) return next();
        sendHeaders(res, site.headersFor(table.headers, req.url.split('?')[0]!));
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const answer = ask(req.url, req.headers['accept-language']);
        if (answer.status === 301 || answer.status === 308) {
          res.writeHead(answer.status, { Location: answer.location }).end();
          return;
        }
        // Vite serves the file the table names; a path that is nothing goes on, so that the
        // outbox server can still answer its own paths, and meets the not-found page below.
        if (answer.status === 200) req.url = '/' + answer.file.split('/').map(encodeURIComponent).join('/');
        next();
      });

      return () => {
        server.middlewares.use((req, res, next) => {
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
          const answer = ask(req.url, req.headers['accept-language']);
          if (answer.status !== 404) return next();
          // Without the headers not meant for an error answer (a year-long cache for a file).
          const path = req.url.split('?')[0]!;
          const onError = site.headersFor(table.headers, path, 404);
          for (const name of Object.keys(site.headersFor(table.headers, path)))
            if (!(name in onError)) res.removeHeader(name);
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(req.method === 'HEAD' ? undefined : readFileSync(join(outDir, answer.file)));
        });
      };
    },
  };
}

/**
 * Sets the table's headers so that they win over the ones Vite's file server passes to
 * writeHead (its own Cache-Control), as a host's header rules win over its defaults.
 */
function sendHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last))
      for (const name of Object.keys(last))
        if (names.has(name.toLowerCase())) delete (last as Record<string, unknown>)[name];
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
