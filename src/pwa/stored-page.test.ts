import { describe, expect, it } from 'vitest';
import { storedResponse, withLinkedStyles } from './stored-page';

const page = (head: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8">\n    ${head}\n  </head><body><div id="root"><p class="a">Hola</p></div></body></html>`;

const BUILT = page(
  [
    '<style>.a{color:red}\n.b{color:blue}</style>',
    '<link rel="stylesheet" href="/assets/main-1a2b.css" disabled>',
    '<link rel="stylesheet" href="/assets/home-page-3c4d.css" disabled>',
  ].join('\n    '),
);

describe('a page as the offline copy keeps it', () => {
  it('drops the inline <style> and links the CSS files it joined, in their order', () => {
    const stored = withLinkedStyles(BUILT);
    expect(stored).not.toContain('<style>');
    expect(stored).not.toContain('disabled');
    expect([...stored.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/assets/main-1a2b.css',
      '/assets/home-page-3c4d.css',
    ]);
    // Nothing else of the page changes.
    expect(stored.replace(/\s+/g, ' ')).toBe(
      BUILT.replace(/<style>[\s\S]*?<\/style>/, '')
        .replaceAll(' disabled>', '>')
        .replace(/\s+/g, ' '),
    );
  });

  it('keeps a page it does not recognise as it is: no marked files, no style, or more than one', () => {
    const noMarks = page('<style>.a{color:red}</style>');
    const noStyle = page('<link rel="stylesheet" href="/assets/main-1a2b.css" disabled>');
    const twoStyles = page(
      '<style>.a{}</style><style>.b{}</style><link rel="stylesheet" href="/assets/main-1a2b.css" disabled>',
    );
    for (const html of [noMarks, noStyle, twoStyles]) expect(withLinkedStyles(html)).toBe(html);
  });

  it('leaves a disabled sheet that is not a file of the build alone', () => {
    const html = page(
      '<style>.a{}</style><link rel="stylesheet" href="/assets/main-1a2b.css" disabled><link rel="stylesheet" href="https://elsewhere/x.css" disabled>',
    );
    expect(withLinkedStyles(html)).toContain('<link rel="stylesheet" href="https://elsewhere/x.css" disabled>');
    expect(withLinkedStyles(html)).toContain('<link rel="stylesheet" href="/assets/main-1a2b.css">');
  });

  it('stores a page smaller, with its status and headers but not the network length or coding', async () => {
    const response = new Response(BUILT, {
      status: 200,
      statusText: 'OK',
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(BUILT.length),
        'content-encoding': 'gzip',
        'content-security-policy': "style-src 'self'",
      },
    });
    const stored = await storedResponse(response);
    expect(await stored.text()).toBe(withLinkedStyles(BUILT));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-security-policy')).toBe("style-src 'self'");
    expect(stored.headers.get('content-length')).toBeNull();
    expect(stored.headers.get('content-encoding')).toBeNull();
  });

  it('stores any other file as it came, the same response', async () => {
    const css = new Response('.a{}', { headers: { 'content-type': 'text/css' } });
    expect(await storedResponse(css)).toBe(css);
    const untyped = new Response('x');
    untyped.headers.delete('content-type');
    expect(await storedResponse(untyped)).toBe(untyped);
  });
});
