import type { Lang } from './languages';
import { toSafeLanguage } from './safe-language';

/** The first of our languages in an Accept-Language header, by the visitor's order of preference. */
export function preferredLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: toSafeLanguage(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang ?? undefined;
}
