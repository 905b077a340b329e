import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The names CSS Modules give the site's classes in a build: a short hash of the file and the
 * class, instead of postcss-modules' `_{class}_{hash}_{line}`. Every page carries some 280 class
 * attributes, and the offline copy keeps 80 pages: the long names took about 200 kB of what a
 * phone stores (issue 52's "less to save"), for nothing a visitor reads.
 *
 * The name depends only on the file's path inside the project and the class, so the server
 * build and the browser build agree (the page hydrates on the same names), and a clone anywhere
 * on disk builds the same site. An underscore (no global class of the site starts with one), then
 * six base-36 characters: 2·10⁹ names for some 600 classes; css-class-names.test.ts checks that
 * the project's classes never meet.
 */
export function shortClassName(root: string) {
  return (className: string, file: string): string => {
    const path = relative(root, file.split('?')[0]!).split('\\').join('/');
    const digest = createHash('sha256').update(`${path}:${className}`).digest();
    return `_${digest.readUIntBE(0, 5).toString(36).padStart(6, '0').slice(-6)}`;
  };
}
