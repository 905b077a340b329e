/**
 * The element id a URL's hash points at ('#a%20b' → 'a b'), or null when there is none. A hash
 * is whatever the link says, so one that is not valid percent-encoding is taken as written
 * rather than thrown on.
 */
export function hashId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
