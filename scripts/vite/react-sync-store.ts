import { fileURLToPath } from 'node:url';

/**
 * How wouter and react-i18next import `useSyncExternalStore`: from the shim written for React
 * before 18, which had no such hook. `.native.js` files are React Native's, never bundled here.
 */
export const SHIM_IMPORT = /^use-sync-external-store\/shim(?:\/index\.js)?$/;

/** The module that hands them React's own hook (src/components/use-sync-external-store.ts). */
export const REACT_OWN_HOOK = fileURLToPath(
  new URL('../../src/components/use-sync-external-store.ts', import.meta.url),
);

/** Vite's alias for it: the app ships React's hook, and none of the shim's code (0.24 KB gzip in the shell). */
export const reactOwnSyncStore = () => ({ find: SHIM_IMPORT, replacement: REACT_OWN_HOOK });
