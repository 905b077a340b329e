import { describe, expect, it } from 'vitest';
import { answer, headersFor } from './server-answer';
import { serverTable, type HeaderRule } from './server-table';

const table = serverTable([
  { path: '/*', why: 'Everywhere.', headers: { 'X-Frame-Options': 'DENY' } },
  { path: '/assets/*', why: 'Hashed.', headers: { 'Cache-Control': 'immutable' }, onErrors: false },
]);
const files = new Set([
  'index.html',
  'historia.html',
  'en.html',
  'en/contact.html',
  'en/404.html',
  '404.html',
  'assets/app.js',
  'sw.js',
]);
const exists = (file: string) => files.has(file);
const ask = (path: string, acceptLanguage?: string) => answer(table, { path, search: '', acceptLanguage }, exists);

describe('what a server that follows the table answers', () => {
  it('serves pages by their clean URL, and files as they are', () => {
    expect(ask('/')).toEqual({ status: 200, file: 'index.html' });
    expect(ask('/en/contact')).toEqual({ status: 200, file: 'en/contact.html' });
    expect(ask('/en/contact.html')).toEqual({ status: 200, file: 'en/contact.html' });
    expect(ask('/assets/app.js')).toEqual({ status: 200, file: 'assets/app.js' });
  });

  it('moves a wrong-language path, and keeps the query string', () => {
    expect(answer(table, { path: '/location', search: '?lng=fr', acceptLanguage: undefined }, exists)).toEqual({
      status: 301,
      location: '/en/location?lng=fr',
    });
    expect(ask('/servicios/books')).toEqual({ status: 301, location: '/servicios/libros' });
  });

  it('sends a shared slug where the visitor prefers, else to the first language', () => {
    expect(ask('/contact', 'fr-FR,fr;q=0.9,en;q=0.8')).toEqual({ status: 301, location: '/fr/contact' });
    expect(ask('/contact', 'en-GB,en;q=0.9')).toEqual({ status: 301, location: '/en/contact' });
    expect(ask('/contact', 'de-DE')).toEqual({ status: 301, location: '/en/contact' });
    expect(ask('/contact')).toEqual({ status: 301, location: '/en/contact' });
  });

  it('drops a stray /es prefix, never towards another host', () => {
    expect(ask('/es/historia')).toEqual({ status: 301, location: '/historia' });
    expect(ask('/es')).toEqual({ status: 301, location: '/' });
    expect(ask('/es//evil.example')).toEqual({ status: 404, file: '404.html' });
  });

  it('moves a page with a trailing slash with 308, and only a page', () => {
    expect(ask('/en/')).toEqual({ status: 308, location: '/en' });
    expect(ask('/historia//')).toEqual({ status: 308, location: '/historia' });
    expect(ask('//historia/')).toEqual({ status: 308, location: '/historia' });
    expect(ask('/nada/')).toEqual({ status: 404, file: '404.html' });
  });

  it("answers anything else with its language's not-found page", () => {
    expect(ask('/en/no-such-page')).toEqual({ status: 404, file: 'en/404.html' });
    expect(ask('/fr/rien')).toEqual({ status: 404, file: 'fr/404.html' });
    expect(ask('/enx')).toEqual({ status: 404, file: '404.html' });
    expect(ask('//evil.example/contacto')).toEqual({ status: 404, file: '404.html' });
    expect(ask('/%E0%A4%A')).toEqual({ status: 404, file: '404.html' });
    expect(ask('/en')).toEqual({ status: 200, file: 'en.html' });
  });

  it('gives a path the headers of every rule that matches it', () => {
    expect(headersFor(table.headers, '/assets/app.js')).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'immutable',
    });
    expect(headersFor(table.headers, '/en')).toEqual({ 'X-Frame-Options': 'DENY' });
  });

  it('puts a later rule’s value in place of the earlier ones where it replaces the header, joins them elsewhere', () => {
    const rules: HeaderRule[] = [
      { path: '/*', why: 'Everywhere.', headers: { 'Permissions-Policy': 'camera=()', 'X-Frame-Options': 'DENY' } },
      { path: '/en/*', why: 'Joined.', headers: { 'X-Frame-Options': 'SAMEORIGIN' } },
      {
        path: '/en/booth',
        why: 'Replaced.',
        headers: { 'Permissions-Policy': 'camera=(self)' },
        replaces: ['Permissions-Policy'],
      },
    ];
    expect(headersFor(rules, '/en/booth')).toEqual({
      'Permissions-Policy': 'camera=(self)',
      'X-Frame-Options': 'DENY, SAMEORIGIN',
    });
    expect(headersFor(rules, '/en/contact')).toEqual({
      'Permissions-Policy': 'camera=()',
      'X-Frame-Options': 'DENY, SAMEORIGIN',
    });
  });

  it('leaves a rule not meant for errors off an error answer', () => {
    expect(headersFor(table.headers, '/assets/gone.js', 404)).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(headersFor(table.headers, '/assets/app.js', 304)).toHaveProperty('Cache-Control', 'immutable');
  });
});
