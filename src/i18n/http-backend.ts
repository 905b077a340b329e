// i18next-http-backend, in a module of its own so that its chunk, loaded on demand
// (texts-backend.ts), is named for what it is.
export { default } from 'i18next-http-backend';
