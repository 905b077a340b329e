import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localesPlugin } from './scripts/vite/locales-plugin.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { notFoundPlugin } from './scripts/vite/not-found-plugin.ts';
import { outboxServerPlugin } from './scripts/outbox-server/vite-plugin.ts';

/** The server bundle `vite build --ssr` writes; the prerender step and the preview server use it. */
const SERVER_ENTRY = 'dist-ssr/entry-server.js';

export default defineConfig(({ command, isPreview }) => ({
  // Preview serves the prerendered pages as a multi-page site (/en/contact → en/contact.html);
  // the dev server has no prerendered pages, so it falls back to the app shell.
  appType: command === 'build' || isPreview ? 'mpa' : 'spa',
  plugins: [
    react(),
    localesPlugin('locales'),
    prerenderPlugin(SERVER_ENTRY),
    notFoundPlugin(SERVER_ENTRY),
    // The EmailJS stand-in that a build without EmailJS ids sends its enquiries to.
    outboxServerPlugin(),
  ],
  build: {
    target: 'es2022',
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
}));
