/**
 * The catalogue fetched in packs (issue 52, ready offline sooner). Saving it is bound by round
 * trips, not bytes: Chromium sends an installing worker's fetches about three at a time
 * (save-catalogue.ts), so 332 files on slow 4G took ~62 s of waiting for ~14 s of bytes. The build
 * joins the precache list's files, each already in the form the worker stores it (a page with its
 * styles linked, texts gzipped), into a few packs under /assets/; each entry of the list says its
 * pack, where it lies in it and how it is served. The worker fetches a pack once and puts each
 * entry in the cache as a direct fetch would have stored it. Framework-free: the build
 * (scripts/vite/catalogue-packs-plugin.ts) and the worker (save-catalogue.ts) share it, and it is
 * tested beside it.
 */
import { withLinkedStyles } from './stored-page';
import { STORED_CODING, storesCompressed } from './stored-compression';

/**
 * The content type hosts serve each kind of precached file with: what a pack's entry is stored
 * with, and the kinds the bench weighs (scripts/bench.ts). A kind missing here fails the build.
 */
export const CATALOGUE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  js: 'text/javascript; charset=utf-8',
  avif: 'image/avif',
  png: 'image/png',
};

/** The content type of a precached file by its name's ending, or null for a kind not listed. */
export function contentTypeOf(url: string): string | null {
  const kind = /\.(\w+)$/.exec(url.split(/[?#]/)[0]!)?.[1]?.toLowerCase();
  return (kind && CATALOGUE_CONTENT_TYPES[kind]) ?? null;
}

/** A pack's file under /assets/, named by its content's hash: the hosts' immutable rule covers it. */
export const PACK_FILE = /^assets\/catalogue-[0-9a-f]{16}\.bin$/;

/** The hex characters of the content's SHA-256 a pack's name carries. */
const NAME_HASH_CHARS = 16;

/** A pack's name from the hex SHA-256 of its bytes. */
export function packFileName(sha256Hex: string): string {
  return `assets/catalogue-${sha256Hex.slice(0, NAME_HASH_CHARS)}.bin`;
}

/**
 * Whether a fetched pack's bytes are those its name was made from (packFileName): an answer of
 * the right length but other bytes (a portal's page padded to size, a proxy that rewrites) is not
 * the pack, and its entries would be stored broken. Web Crypto, so the worker and Node both run it.
 */
export async function isPackNamed(url: string, body: ArrayBuffer): Promise<boolean> {
  const named = /catalogue-([0-9a-f]+)\.bin$/.exec(url)?.[1];
  if (named?.length !== NAME_HASH_CHARS) return false;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.slice(0, NAME_HASH_CHARS) === named;
}

/** Where a precache entry lies in its pack, and how it is stored: fields of the entry itself. */
export interface PackPlace {
  /** The pack's URL, as the precache list writes URLs (relative to the site's root). */
  pack: string;
  /** The pack's whole length: one of another length is not this pack. */
  packSize: number;
  offset: number;
  length: number;
  contentType: string;
  /** The stored body's coding (stored-compression.ts), if the worker would have gzipped it. */
  storedCoding?: string;
}

export type WithPackPlace<Entry> = Entry & Partial<PackPlace>;

/** The entry's place in its pack, or undefined for an entry fetched on its own. */
export function packPlaceOf(entry: Partial<PackPlace>): PackPlace | undefined {
  const { pack, packSize, offset, length, contentType, storedCoding } = entry;
  if (pack === undefined || packSize === undefined || offset === undefined || length === undefined) return undefined;
  if (contentType === undefined) return undefined;
  return storedCoding === undefined
    ? { pack, packSize, offset, length, contentType }
    : { pack, packSize, offset, length, contentType, storedCoding };
}

/** A file in the form the worker stores it. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
  storedCoding?: string;
}

/**
 * A built file as the worker stores it (sw.ts): a page with its styles linked (stored-page.ts),
 * then a text gzipped as stored-compression.ts keeps it; scripts and pictures as they are.
 */
export function storedForm(url: string, bytes: Uint8Array, gzip: (bytes: Uint8Array) => Uint8Array): StoredFile {
  const contentType = contentTypeOf(url);
  if (!contentType) throw new Error(`catalogue packs: no content type is known for ${url}`);
  const body = /^text\/html\b/.test(contentType)
    ? new TextEncoder().encode(withLinkedStyles(new TextDecoder().decode(bytes)))
    : bytes;
  return storesCompressed(contentType)
    ? { body: gzip(body), contentType, storedCoding: 'gzip' }
    : { body, contentType };
}

/**
 * Around 200 kB a pack: with about three fetched at once, a few are always under way, and the
 * progress moves every pack, not once at the end.
 */
export const PACK_BYTES = 200_000;

export interface PackingOptions {
  /** The file in its stored form, or null for one fetched on its own (a page with headers of its own). */
  stored: (url: string) => StoredFile | null;
  /** The hex SHA-256 of a pack's bytes, which its name carries (packFileName, isPackNamed). */
  sha256: (bytes: Uint8Array) => string;
  packBytes?: number;
}

export interface Packed<Entry> {
  manifest: WithPackPlace<Entry>[];
  packs: { url: string; bytes: Uint8Array }[];
}

/**
 * The precache list's files joined, in the list's order, into packs of about `packBytes` each
 * (a file larger than that alone in one), and each entry marked with its place.
 */
export function packCatalogue<Entry extends { url: string }>(
  entries: readonly Entry[],
  { stored, sha256, packBytes = PACK_BYTES }: PackingOptions,
): Packed<Entry> {
  const groups: { entry: Entry; file: StoredFile }[][] = [];
  let current: { entry: Entry; file: StoredFile }[] = [];
  let currentBytes = 0;
  const alone = new Set<Entry>();
  for (const entry of entries) {
    const file = stored(entry.url);
    if (!file) {
      alone.add(entry);
      continue;
    }
    if (current.length > 0 && currentBytes + file.body.length > packBytes) {
      groups.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push({ entry, file });
    currentBytes += file.body.length;
  }
  if (current.length > 0) groups.push(current);

  const places = new Map<Entry, PackPlace>();
  const packs = groups.map((group) => {
    const bytes = new Uint8Array(group.reduce((sum, { file }) => sum + file.body.length, 0));
    let offset = 0;
    const inPack = group.map(({ entry, file }) => {
      bytes.set(file.body, offset);
      const place = {
        offset,
        length: file.body.length,
        contentType: file.contentType,
        storedCoding: file.storedCoding,
      };
      offset += file.body.length;
      return { entry, place };
    });
    const url = packFileName(sha256(bytes));
    for (const { entry, place } of inPack) {
      const { storedCoding, ...rest } = place;
      places.set(entry, {
        pack: url,
        packSize: bytes.length,
        ...rest,
        ...(storedCoding === undefined ? {} : { storedCoding }),
      });
    }
    return { url, bytes };
  });
  return {
    manifest: entries.map((entry) => (alone.has(entry) ? entry : { ...entry, ...places.get(entry)! })),
    packs,
  };
}

/**
 * Headers of the pack's answer that describe the pack, not an entry, or how long a host may keep
 * it: an entry gets its own type, coding and length in their place.
 */
const PACK_OWN_HEADERS = [
  'content-length',
  'content-type',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'age',
  'expires',
];

/**
 * An entry of a fetched pack as a direct fetch of it would have been stored: the host's headers
 * of the pack's answer (the security policy a stored page needs), the entry's own content type,
 * coding and length.
 */
export function responseFromPack(pack: ArrayBuffer, place: PackPlace, packHeaders: Headers): Response {
  const headers = new Headers(packHeaders);
  for (const name of PACK_OWN_HEADERS) headers.delete(name);
  headers.delete(STORED_CODING);
  headers.set('content-type', place.contentType);
  headers.set('content-length', String(place.length));
  if (place.storedCoding) headers.set(STORED_CODING, place.storedCoding);
  return new Response(new Uint8Array(pack, place.offset, place.length), { status: 200, headers });
}
