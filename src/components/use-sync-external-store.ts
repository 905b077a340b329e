/*
 * wouter and react-i18next import `use-sync-external-store/shim`, written for React before 18,
 * which had no such hook. React 19 has it: vite.config.ts points their import here, so the app
 * ships React's own hook and none of the shim's code.
 */
export { useSyncExternalStore } from 'react';
