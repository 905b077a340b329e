import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { cssText, pageCss, priorityImagePreload, withLowPriorityEntry } from './page-assets.ts';
import { importServerEntry } from './server-entry.ts';
import { createSearchIndexBuilder } from './search-index.ts';

/**
 * After the client build is written (and before vite-plugin-pwa builds the service worker from
 * the output), renders every page of the route table, and each language's not-found page, into
 * the HTML template with the server bundle built by `vite build --ssr`.
 */
/** Where the build records the inline styles' hashes, beside the server bundle. */
export function styleHashesFile(serverEntryPath: string): string {
  return join(dirname(serverEntryPath), 'style-hashes.json');
}

/** Where the build writes the nginx config, beside the server bundle. */
export function nginxConfigFile(serverEntryPath: string): string {
  return join(dirname(serverEntryPath), 'nginx.conf');
}

/** Where the nginx config expects dist/ on the server; the README's "Deploy" says to change it there. */
const NGINX_ROOT = '/srv/mostrari/dist';

/**
 * `partsAtLoad`: the modules of the parts every page draws without React soon after load, whose
 * styles each page carries inline too (page-assets.ts). `languageOffer`: the module of the offer
 * of the visitor's language, whose styles the pages that may offer it carry too (the Spanish
 * home: `mayOfferLanguage`, the rule the page's own script asks).
 */
export function prerenderPlugin(
  serverEntry: string,
  partsAtLoad: readonly string[] = [],
  languageOffer?: string,
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('prerender: the client build wrote no index.html');
      const template = index.source.toString();
      const server = await importServerEntry(config.root, serverEntry);
      const outDir = resolve(config.root, config.build.outDir);
      const write = (file: string, content: string) => {
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), content);
      };
      const shownList = [
        ...server.allPages().map((page) => ({ kind: 'page' as const, page })),
        ...server.LANGUAGES.map((lang) => ({ kind: 'notFound' as const, lang })),
      ];
      // Each page carries its CSS inline, so its first paint waits for no other request; the
      // entry's <link rel="stylesheet"> is dropped from the template for that reason. The entry
      // script waits for the first view, so it is fetched at low priority.
      const shell = withLowPriorityEntry(template.replace(/\s*<link rel="stylesheet"[^>]*>/g, ''));
      const styleHashes = new Set<string>();
      // The site search's index of each language, from what the pages say (issue 56).
      const search = createSearchIndexBuilder(server, process.env.LOCALES_DIR ?? 'locales');
      for (const shown of shownList) {
        // A first-time visitor, whose choice is not stored yet.
        const mayOffer = shown.kind === 'page' && server.mayOfferLanguage(server.pagePath(shown.page), null);
        const parts = [...partsAtLoad, ...(languageOffer && mayOffer ? [languageOffer] : [])];
        const cssFiles = pageCss(
          bundle,
          // The app: the chunk src/boot.ts imports once the first view is on screen.
          resolve(config.root, 'src/main.tsx'),
          resolve(config.root, server.pageFileOf(shown)),
          parts.map((module) => resolve(config.root, module)),
        );
        const css = cssText(bundle, cssFiles);
        // The page's policy allows exactly this <style>, by its hash.
        const hash = await server.styleHash(css);
        styleHashes.add(hash);
        const page = await server.renderShown(shown, [hash]);
        const head = [
          page.head,
          priorityImagePreload(page.html) ?? '',
          `<style>${css}</style>`,
          // Marks the inlined files as present, so the app does not fetch them again when it
          // loads the page's chunk (a disabled stylesheet is never fetched).
          ...cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
        ];
        const html = shell
          .replace('<html lang="es">', `<html lang="${page.lang}">`)
          .replace('<!--app-head-->', head.join('\n    '))
          .replace(
            '<div id="root"><!--app-html--></div>',
            `<div id="root" data-rendered="${page.key}">${page.html}</div>`,
          );
        write(
          shown.kind === 'page' ? server.htmlFileFor(server.pagePath(shown.page)) : server.notFoundFileFor(shown.lang),
          html,
        );
        if (shown.kind === 'page') search.add(shown.page, page.html);
      }
      for (const { file, content, documents } of search.files()) {
        write(file, content);
        config.logger.info(`search index ${file}: ${documents} documents, ${(content.length / 1024).toFixed(1)} KiB`);
      }
      for (const lang of server.LANGUAGES) write(server.manifestFileFor(lang), server.manifestJson(lang));
      write('sitemap.xml', server.sitemapXml());
      write('robots.txt', server.robotsTxt());
      // The hosts' files, from the one table of server behaviour (src/routing/server-table.ts).
      const table = server.serverTable(server.headerRules(undefined, [...styleHashes]));
      write('_redirects', server.redirectsFile(table));
      write('_headers', server.headersFile(table.headers));
      // The preview server sends the same policy as the hosting headers file.
      writeFileSync(styleHashesFile(resolve(config.root, serverEntry)), JSON.stringify([...styleHashes]));
      // Beside the server bundle, not in dist/: a plain server's config is not for visitors.
      writeFileSync(
        nginxConfigFile(resolve(config.root, serverEntry)),
        server.nginxConfig(table, { root: NGINX_ROOT, listen: ['80', '[::]:80'] }),
      );
      config.logger.info(`prerendered ${shownList.length} pages`);
    },
  };
}
