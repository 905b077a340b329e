/**
 * Which files of the precache list the worker (sw.ts) takes from a pack (catalogue-packs.ts), and
 * where: the place of each, by its absolute URL, the pack's URL made absolute too, as
 * save-catalogue.ts is given them. Pure, so the choice is tested without a worker.
 */
import { packPlaceOf, type PackPlace, type WithPackPlace } from './catalogue-packs';

/**
 * None where the browser cannot gunzip (no gzip streams, `canGunzip` false): it could not serve a
 * pack's gzipped entries, so it fetches every file on its own and keeps it plain.
 */
export function packPlacesByUrl(
  entries: readonly WithPackPlace<{ url: string }>[],
  base: string,
  canGunzip: boolean,
): Map<string, PackPlace> {
  if (!canGunzip) return new Map();
  return new Map(
    entries.flatMap((entry): [string, PackPlace][] => {
      const place = packPlaceOf(entry);
      return place ? [[new URL(entry.url, base).href, { ...place, pack: new URL(place.pack, base).href }]] : [];
    }),
  );
}
