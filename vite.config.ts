import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { localesPlugin } from './scripts/vite/locales-plugin.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { notFoundPlugin } from './scripts/vite/not-found-plugin.ts';
import { brandImagesPlugin } from './scripts/vite/brand-images-plugin.ts';

/** The server bundle `vite build --ssr` writes; the prerender step and the preview server use it. */
const SERVER_ENTRY = 'dist-ssr/entry-server.js';

export default defineConfig(({ command, isPreview }) => ({
  // Preview serves the prerendered pages as a multi-page site (/en/contact → en/contact.html);
  // the dev server has no prerendered pages, so it falls back to the app shell.
  appType: command === 'build' || isPreview ? 'mpa' : 'spa',
  plugins: [
    react(),
    // Turns the source art in src/assets/images (SVG today, photos tomorrow) into responsive AVIF/WebP.
    imagetools({ include: /\/src\/assets\/images\/.*\.(svg|jpe?g|png|webp)\?.*$/ }),
    localesPlugin('locales'), prerenderPlugin(SERVER_ENTRY), notFoundPlugin(SERVER_ENTRY),
    // Open Graph card and app icons, rendered from src/assets/brand into the client build.
    brandImagesPlugin('src/assets/brand')],
  build: {
    target: 'es2022',
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
}));
