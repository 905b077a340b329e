import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { VitePWA } from 'vite-plugin-pwa';
import { localesPlugin } from './scripts/vite/locales-plugin.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { pictureStandIns } from './scripts/vite/picture-stand-ins-plugin.ts';
import { cataloguePacks } from './scripts/vite/catalogue-packs-plugin.ts';
import { siteServerPlugin } from './scripts/vite/site-server-plugin.ts';
import { outboxServerPlugin } from './scripts/outbox-server/vite-plugin.ts';
import { brandImagesPlugin } from './scripts/vite/brand-images-plugin.ts';
import { pagePartsChunk, shellChunk } from './scripts/vite/shell-chunk.ts';
import { parallelChunkStyles } from './scripts/vite/parallel-chunk-styles.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { bootPreloads } from './scripts/vite/boot-preloads.ts';
import { shortClassName } from './scripts/vite/css-class-names.ts';
import { reactOwnSyncStore } from './scripts/vite/react-sync-store.ts';
import { hostBuildProblem } from './src/contact/emailjs-config.ts';
import { OG_IMAGE_PATH } from './src/app/head.ts';
import { pageHeaderRules } from './src/app/hosting-headers.ts';
import { headersFor } from './src/routing/server-answer.ts';
import { pageRevisionWithHeaders } from './scripts/vite/page-revision.ts';

/** The server bundle `vite build --ssr` writes; the prerender step and the preview server use it. */
const SERVER_ENTRY = process.env.SERVER_ENTRY ?? 'dist-ssr/entry-server.js';

/** The parts of the page drawn without React that a first visit needs soon after load: one chunk. */
const PAGE_PARTS_AT_LOAD = ['src/consent/cookie-banner.ts', 'src/pwa/pwa-notices.ts'];
/** The offer of the visitor's language, drawn without React on the Spanish home once it is shown. */
const LANGUAGE_OFFER = 'src/layout/language-offer/language-offer.ts';
/**
 * The page folders' files of one kind, named as src/app/page-modules.ts finds them:
 * `src/pages/{folder}/{folder}-{kind}`.
 */
const inPageFolders = (kind: string) =>
  readdirSync('src/pages')
    .map((folder) => `src/pages/${folder}/${folder}-${kind}`)
    .filter(existsSync);
/** Every page's module: its own imports preload theirs. */
const PAGE_MODULES = inPageFolders('page.tsx');
/**
 * Every part the page loads on its own, before the app, which may come only at the visitor's
 * first use (src/app/first-use.ts): none of them may bring the app's shell along.
 */
const PAGE_OWN_PARTS = [
  ...PAGE_PARTS_AT_LOAD,
  LANGUAGE_OFFER,
  'src/components/carousel/carousel-controller.ts',
  ...inPageFolders('pictures.ts'),
];

export default defineConfig(({ command, mode, isPreview, isSsrBuild }) => {
  // A build for a host without the provider's ids stops here, with a clear message.
  if (command === 'build') {
    const problem = hostBuildProblem({ ...process.env, ...loadEnv(mode, process.cwd(), 'VITE_EMAILJS_') });
    if (problem) throw new Error(problem);
  }
  const shell = shellChunk('src/main.tsx', 'src/boot.ts', PAGE_OWN_PARTS);
  const pageParts = pagePartsChunk(PAGE_PARTS_AT_LOAD, 'src/boot.ts');
  const preloads = bootPreloads(PAGE_MODULES);
  const standIns = pictureStandIns(SERVER_ENTRY);
  /** The headers the hosts send a page alone (not every path): its saved copy must carry them. */
  const ownHeadersOf = (path: string) => headersFor(pageHeaderRules(), path);
  const packs = cataloguePacks(ownHeadersOf);
  return {
    // Preview serves the prerendered pages as a multi-page site (/en/contact → en/contact.html);
    // the dev server has no prerendered pages, so it falls back to the app shell.
    appType: command === 'build' || isPreview ? 'mpa' : 'spa',
    plugins: [
      react(),
      shell.plugin,
      pageParts.plugin,
      preloads.plugin,
      // A chunk's code is fetched beside its style sheets, not after them.
      parallelChunkStyles(),
      // Each script's functions compiled off the main thread as it arrives (the browser's build only).
      !isSsrBuild && compileHints(),
      // Turns the source art in src/assets/images (SVG today, photos tomorrow) into responsive AVIF/WebP.
      imagetools({
        include: /\/src\/assets\/images\/.*\.(svg|jpe?g|png|webp)\?.*$/,
        // AVIF at effort 2 came out the same size as the default (4) in half the time here.
        defaultDirectives: () => new URLSearchParams({ effort: '2' }),
      }),
      localesPlugin(process.env.LOCALES_DIR ?? 'locales'),
      prerenderPlugin(SERVER_ENTRY, PAGE_PARTS_AT_LOAD, LANGUAGE_OFFER),
      standIns.plugin,
      packs.plugin,
      siteServerPlugin(SERVER_ENTRY),
      // The EmailJS stand-in that a build without EmailJS ids sends its enquiries to.
      outboxServerPlugin(),
      // Open Graph card and app icons, rendered from src/assets/brand into the client build.
      brandImagesPlugin('src/assets/brand'),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        registerType: 'prompt',
        // src/pwa/register.ts registers it with workbox-window once the page is interactive.
        injectRegister: false,
        // One manifest per language, written by the prerender step from the locales.
        manifest: false,
        injectManifest: {
          // Everything a visitor can see offline: every page, script, style, translation, image and
          // icon. Images in AVIF only: WebP fallbacks are cached on first use (src/pwa/sw.ts);
          // each picture at its widest only, which stands in for its other widths.
          globPatterns: ['**/*.{html,js,css,json,webmanifest,avif,png,svg}'],
          // The Open Graph picture is for link previews, fetched by other sites' servers: no
          // visitor sees it, offline or not (76 kB less to store).
          globIgnores: ['sw.js', OG_IMAGE_PATH.slice(1)],
          // A page saved offline is served with the headers it was saved with: a change of its
          // own (not those of every page) saves it again (page-revision.ts).
          // Last, the files joined into packs, which a first visit fetches in a dozen or so requests
          // rather than hundreds (catalogue-packs-plugin.ts).
          manifestTransforms: [
            standIns.manifestTransform,
            pageRevisionWithHeaders(ownHeadersOf),
            packs.manifestTransform,
          ],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
        },
      }),
    ],
    // Short class names in a build (css-class-names.ts); the dev server keeps readable ones.
    css:
      command === 'build'
        ? { modules: { generateScopedName: shortClassName(fileURLToPath(new URL('.', import.meta.url))) } }
        : {},
    resolve: {
      // React's own hook where libraries import the shim for React before 18.
      alias: [reactOwnSyncStore()],
    },
    build: {
      target: 'es2022',
      // dist/.vite/manifest.json: which chunks hold which sources, for the tests that prove a
      // page loads none of another's code (e2e/booth-mode.spec.ts). Not served to visitors'
      // devices: the precache's globs leave out dot folders.
      manifest: !isSsrBuild,
      // Every browser we serve has modulepreload; only the entry's and the pages' imports use it
      // (boot-preloads.ts).
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: { output: { codeSplitting: { groups: [shell.group, pageParts.group] } } },
    },
    preview: {
      port: 4173,
      strictPort: true,
    },
  };
});
