import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Lang } from '../../i18n/languages';

/**
 * Test helpers that read the project's files directly, so content tests need neither Vite's
 * image pipeline (src/content/images.ts) nor i18next.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const IMAGE_EXTENSIONS = ['svg', 'jpg', 'jpeg', 'png', 'webp'];

export function imageFileExists(id: string): boolean {
  return IMAGE_EXTENSIONS.some((ext) => existsSync(join(ROOT, 'src/assets/images', `${id}.${ext}`)));
}

type Json = string | { [key: string]: Json };

const cache = new Map<string, Record<string, Json>>();

export function readLocale(lang: Lang, ns: string): Record<string, Json> {
  const file = join(ROOT, 'locales', lang, `${ns}.json`);
  let data = cache.get(file);
  if (!data) cache.set(file, (data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Json>));
  return data;
}

/** The string at a namespaced key such as 'services:items.cascadas.description', if any. */
export function lookup(lang: Lang, key: string): string | undefined {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  let node: Json | undefined = readLocale(lang, ns);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key path that holds a string. */
export function leafKeys(node: Json, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Every value of a property named `…Key` anywhere inside `data`: the translation keys it uses. */
export function translationKeysIn(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(translationKeysIn);
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([name, value]) =>
    name.endsWith('Key') && typeof value === 'string' ? [value] : translationKeysIn(value),
  );
}

export { LANGUAGES, ROOT };
