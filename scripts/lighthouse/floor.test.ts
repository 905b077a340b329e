import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutScripts, writeFloor, writeWorkerless } from './floor';

const PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"LocalBusiness"}</script>
<script type="application/json" id="texts">{"a":1}</script>
<link rel="modulepreload" href="/assets/react.js">
<link rel="stylesheet" href="/assets/page.css" disabled>
<script type="module" crossorigin src="/assets/boot.js"></script>
</head><body><h1>Muestrarios</h1><script>console.log(1)</script>
<SCRIPT TYPE="text/javascript">x()</SCRIPT></body></html>`;

describe('the no-script floor', () => {
  it('removes every script a browser runs, and module preloads', () => {
    const floor = withoutScripts(PAGE);
    expect(floor).not.toMatch(/boot\.js|react\.js|console\.log|x\(\)/);
    expect(floor).not.toMatch(/modulepreload/);
  });

  it('keeps data blocks, styles and the page itself', () => {
    const floor = withoutScripts(PAGE);
    expect(floor).toContain('<script type="application/ld+json">{"@type":"LocalBusiness"}</script>');
    expect(floor).toContain('<script type="application/json" id="texts">{"a":1}</script>');
    expect(floor).toContain('<link rel="stylesheet" href="/assets/page.css" disabled>');
    expect(floor).toContain('<h1>Muestrarios</h1>');
  });

  describe('a floor of a build', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('copies every file, strips every page and leaves out the service worker', () => {
      dir = mkdtempSync(join(tmpdir(), 'floor-'));
      const dist = join(dir, 'dist');
      mkdirSync(join(dist, 'en'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), PAGE);
      writeFileSync(join(dist, 'en', 'contact.html'), PAGE);
      writeFileSync(join(dist, 'sw.js'), 'self.x=1');
      writeFileSync(join(dist, 'app.js'), 'run()');
      writeFloor(dist, join(dir, 'floor'));
      for (const page of ['index.html', join('en', 'contact.html')])
        expect(readFileSync(join(dir, 'floor', page), 'utf8')).not.toContain('boot.js');
      expect(readFileSync(join(dir, 'floor', 'app.js'), 'utf8')).toBe('run()');
      expect(existsSync(join(dir, 'floor', 'sw.js'))).toBe(false);
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(PAGE);
    });

    it('without its worker: every file as built, the service worker left out', () => {
      dir = mkdtempSync(join(tmpdir(), 'workerless-'));
      const dist = join(dir, 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'index.html'), PAGE);
      writeFileSync(join(dist, 'sw.js'), 'self.x=1');
      writeWorkerless(dist, join(dir, 'workerless'));
      expect(readFileSync(join(dir, 'workerless', 'index.html'), 'utf8')).toBe(PAGE);
      expect(existsSync(join(dir, 'workerless', 'sw.js'))).toBe(false);
      expect(existsSync(join(dist, 'sw.js'))).toBe(true);
    });
  });
});
