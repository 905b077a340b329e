import type { Plugin } from 'vite';
import { outboxDir } from './outbox-files.ts';
import { outboxMiddleware } from './middleware.ts';

/**
 * Serves the local outbox (the EmailJS stand-in) from `vite preview` and `vite`, on the
 * site's own origin, where a build without EmailJS ids sends its enquiries.
 */
export function outboxServerPlugin(): Plugin {
  return {
    name: 'outbox-server',
    configurePreviewServer(server) {
      const dir = outboxDir(server.config.root);
      server.middlewares.use(outboxMiddleware(dir));
      server.config.logger.info(`  ➜  Local outbox: enquiries are written to ${dir}`);
    },
    configureServer(server) {
      server.middlewares.use(outboxMiddleware(outboxDir(server.config.root)));
    },
  };
}
