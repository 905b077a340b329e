/** The page's parts a hydration warning names, as the shell lays them out (shell.tsx). */
const PARTS = ['header', 'main', 'footer'] as const;
export type PagePart = (typeof PARTS)[number];

/**
 * The part of the page a recoverable hydration error happened in, from React's component stack
 * (innermost frame first). Host elements appear in it by their tag name, in production builds
 * too ("    at main" in Chromium's form, "main@…" in Firefox's and WebKit's): the outermost of
 * the shell's parts is the one named. Null when none is in the stack (the shell itself).
 */
export function partOf(componentStack: string | undefined): PagePart | null {
  let part: PagePart | null = null;
  for (const line of (componentStack ?? '').split('\n')) {
    const name = /^\s*(?:at\s+)?([a-z]+)(?:@|\s|$)/.exec(line)?.[1];
    if (PARTS.includes(name as PagePart)) part = name as PagePart;
  }
  return part;
}

/** The innermost frames of the stack, where the markup differed, for whoever reads the console. */
const where = (componentStack: string | undefined) =>
  (componentStack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' < ');

/**
 * The console's words for it; the e2e fixture fails a test on them unless it expects them. The
 * shell is what lies outside the three parts (the skip link, the notices). What is drawn again is
 * the innermost boundary around the difference (components/hydration-boundary.tsx): the part
 * named, or one section of it.
 */
export function hydrationWarning(error: unknown, componentStack: string | undefined): string {
  const part = partOf(componentStack);
  const why = error instanceof Error ? error.message : String(error);
  return `Hydration: the page's ${part ?? 'shell'} differed from its served markup (changed before the app started, by a translation or an extension), and the boundary around the difference was drawn again, its kept parts as served. At ${where(componentStack)}: ${why}`;
}
