import type { Plugin } from 'vite';

/** The module in which Vite writes its loader for code imported later (`import()`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** In Vite's loader: the styles a chunk needs have loaded (or failed); then it imports the chunk. */
const WAIT_FOR_STYLES = 'return promise.then((res) => {';
const IMPORT_AFTER_STYLES = 'return baseModule().catch(handlePreloadError);';

/**
 * Vite's loader fetches a chunk's code only once its style sheets have loaded, so that a page
 * is never drawn without them: one network round trip after another, on every page reached by a
 * link before its code was fetched (a phone on a slow network waits a round trip more; at 4×
 * CPU on this machine the code was asked for 60-80 ms after the styles). The promise must still
 * wait for the styles, but the code need not: this starts the import beside them, and hands its
 * module on once both are there. A module's evaluation draws nothing; what it exports is used
 * only when the promise resolves, after the styles.
 *
 * Throws when Vite's loader no longer reads as expected, so an upgrade cannot drop this silently.
 */
export function importBesideStyles(helper: string): string {
  const once = (text: string) => helper.split(text).length === 2;
  if (!once(WAIT_FOR_STYLES) || !once(IMPORT_AFTER_STYLES))
    throw new Error("parallel-chunk-styles: Vite's preload helper has changed; read it again and update this plugin");
  return helper
    .replace(
      WAIT_FOR_STYLES,
      // Started at once. If the styles fail, the module's own failure (if any) is not unhandled.
      'const importing = baseModule(); importing.catch(() => {}); ' + WAIT_FOR_STYLES,
    )
    .replace(IMPORT_AFTER_STYLES, 'return importing.catch(handlePreloadError);');
}

/** The build's loader, rewritten by `importBesideStyles`. */
export function parallelChunkStyles(): Plugin {
  return {
    name: 'parallel-chunk-styles',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return { code: importBesideStyles(code), map: null };
    },
  };
}
