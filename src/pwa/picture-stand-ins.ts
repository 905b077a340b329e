/**
 * Each picture is built at three widths (content/images.ts), and a page asks for the one its
 * screen needs. The offline catalogue keeps only the widest of each picture: offline, or when the
 * network does not answer, it stands in for the narrower ones, shown a little sharper than
 * asked. Keeping all three saved 261 files (1,796 KiB) where 87 files (943 KiB) do.
 * Framework-free: the build drops the narrower widths from the precache list and marks the
 * widest with them (scripts/vite/picture-stand-ins-plugin.ts); sw.ts serves them.
 */

/** One candidate of a `srcset`: its URL and the width it declares (`800w`). */
export interface WidthCandidate {
  url: string;
  width: number;
}

/** The width candidates of a `srcset` ("a.avif 400w, b.avif 800w"); others (`2x`) are skipped. */
export function widthCandidates(srcset: string): WidthCandidate[] {
  return srcset
    .split(',')
    .map((candidate) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate))
    .filter((match) => match !== null)
    .map(([, url, width]) => ({ url: url!, width: Number(width) }));
}

/** A URL as the precache list writes it: relative to the site's root. */
function listed(url: string): string {
  return url.replace(/^\//, '');
}

/** For each picture's `srcset`: its narrower files, by the widest file that stands in for them. */
export function standInsOf(srcsets: readonly string[]): Map<string, string[]> {
  const standIns = new Map<string, string[]>();
  for (const srcset of srcsets) {
    const candidates = widthCandidates(srcset).sort((a, b) => b.width - a.width);
    const [widest, ...narrower] = candidates;
    if (!widest || narrower.length === 0) continue;
    const urls = [...(standIns.get(listed(widest.url)) ?? []), ...narrower.map(({ url }) => listed(url))];
    standIns.set(listed(widest.url), [...new Set(urls)]);
  }
  return standIns;
}

/** A precache list's entry, as Workbox's build writes it, with the files it stands in for. */
export type WithStandIns<Entry> = Entry & { standsInFor?: string[] };

/**
 * The precache list without the pictures' narrower files, and each widest file marked with the
 * files it stands in for. Fails the build if a stand-in is not in the list, rather than leave
 * pictures with nothing to show offline.
 */
export function withStandIns<Entry extends { url: string }>(
  entries: readonly Entry[],
  standIns: ReadonlyMap<string, readonly string[]>,
): WithStandIns<Entry>[] {
  const listedUrls = new Set(entries.map(({ url }) => url));
  const missing = [...standIns.keys()].filter((url) => !listedUrls.has(url));
  if (missing.length > 0) throw new Error(`Pictures standing in for others are not precached: ${missing.join(', ')}`);
  const narrower = new Set([...standIns.values()].flat());
  return entries
    .filter(({ url }) => !narrower.has(url))
    .map((entry) => {
      const standsInFor = standIns.get(entry.url);
      return standsInFor ? { ...entry, standsInFor: [...standsInFor] } : entry;
    });
}

/** The other way round, as the worker needs it: each narrower file's absolute URL, to its stand-in's. */
export function standInByUrl(entries: readonly WithStandIns<{ url: string }>[], base: string): Map<string, string> {
  return new Map(
    entries.flatMap(({ url, standsInFor = [] }) =>
      standsInFor.map((narrower) => [new URL(narrower, base).href, new URL(url, base).href] as const),
    ),
  );
}

/**
 * How long a picture not kept at its width waits for the network before its stand-in is shown:
 * on a fair's network that connects but carries nothing, the saved picture, not a blank box.
 */
export const PICTURE_NETWORK_WAIT_MS = 2000;

/**
 * The network's answer for a picture if it is an image and comes within `waitMs`; otherwise (no
 * network, an error page, a captive portal's, a network that hangs) the stand-in, and a request
 * still hanging is dropped. Without a stand-in, whatever the network gives.
 */
export async function pictureOrStandIn(
  fromNetwork: (signal: AbortSignal) => Promise<Response>,
  standIn: () => Promise<Response | undefined>,
  waitMs = PICTURE_NETWORK_WAIT_MS,
): Promise<Response> {
  const abort = new AbortController();
  const network = fromNetwork(abort.signal).catch(() => Response.error());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), waitMs);
  });
  const answer = await Promise.race([network, waited]);
  clearTimeout(timer);
  if (answer !== 'waited' && answer.ok && answer.headers.get('content-type')?.startsWith('image/')) return answer;
  const saved = await standIn();
  if (!saved) return network;
  abort.abort();
  return saved;
}
