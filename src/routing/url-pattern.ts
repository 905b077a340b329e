/**
 * The path patterns of the hosts' rule files, as Cloudflare Pages and Netlify read them:
 * `:name` is one path segment (never empty, never a slash), `*` is anything, and the target
 * names what matched as `:name` and `:splat`. One reading here, so the preview server, the
 * nginx config and the tests agree with the hosts about what a rule matches.
 */

export function isPattern(path: string): boolean {
  return path.includes('*') || /:[A-Za-z]\w*/.test(path);
}

const escapeRegex = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** The pattern as a regular expression source, anchored, with one named group per placeholder. */
export function patternSource(pattern: string): string {
  const source = pattern
    .split('*')
    .map((part) => escapeRegex(part).replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'))
    .join('(?<splat>.*)');
  return `^${source}$`;
}

/** What each placeholder matched, or null when the path does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const match = new RegExp(patternSource(pattern)).exec(path);
  return match ? { ...match.groups } : null;
}

/** The target with its placeholders filled; runs of slashes collapse, so it never names another host. */
export function fillTarget(target: string, values: Readonly<Record<string, string>>): string {
  return target.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => values[name] ?? whole).replace(/\/+/g, '/');
}
