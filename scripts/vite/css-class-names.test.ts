import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassName } from './css-class-names';

const ROOT = resolve(__dirname, '../..');

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? moduleFiles(join(dir, entry.name))
      : entry.name.endsWith('.module.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The classes a CSS file defines: `.name` in its selectors (comments and strings left out). */
const classesOf = (css: string) =>
  new Set(
    [
      ...css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/"[^"]*"|'[^']*'/g, '')
        .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
    ].map((m) => m[1]!),
  );

describe("the build's short class names", () => {
  const name = shortClassName(ROOT);

  it('are the same wherever the project sits on disk, and whatever query the file is asked with', () => {
    const file = join(ROOT, 'src/layout/header.module.css');
    expect(shortClassName('/elsewhere/clone')('nav', '/elsewhere/clone/src/layout/header.module.css')).toBe(
      name('nav', file),
    );
    expect(name('nav', `${file}?used`)).toBe(name('nav', file));
    expect(name('nav', file)).toMatch(/^_[0-9a-z]{6}$/);
  });

  it('differ for the same class in two files, and for two classes in one', () => {
    expect(name('title', join(ROOT, 'src/a.module.css'))).not.toBe(name('title', join(ROOT, 'src/b.module.css')));
    expect(name('title', join(ROOT, 'src/a.module.css'))).not.toBe(name('text', join(ROOT, 'src/a.module.css')));
  });

  it("never meet across the project's CSS modules", () => {
    const names = new Map<string, string>();
    const files = moduleFiles(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      for (const local of classesOf(readFileSync(file, 'utf8'))) {
        const short = name(local, file);
        const where = `${file}:${local}`;
        expect(names.get(short) ?? where, short).toBe(where);
        names.set(short, where);
      }
    expect(names.size).toBeGreaterThan(100);
  });
});
