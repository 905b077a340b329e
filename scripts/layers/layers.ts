/**
 * The layers of src/, top to bottom, and the few imports allowed across them. Imports point
 * down only: a module may import from its own folder and from any lower floor. Folders that
 * share a floor stay apart, except through the public modules named in SIDEWAYS. Type-only
 * imports count like any other: they tie the same two modules together.
 */
export const FLOORS: readonly (readonly string[])[] = [
  ['boot.ts', 'main.tsx', 'entry-server.tsx'],
  ['app'],
  ['pages'],
  // The booth puts features together (the outbox, the selection) for the rep: one floor above them.
  ['booth'],
  ['layout', 'contact', 'share', 'pwa', 'consent', 'selection', 'search'],
  ['components'],
  ['routing', 'content'],
  ['i18n'],
];

/** An import allowed against the rule above, with the reason it is allowed. */
export interface Exception {
  from: string;
  to: string;
  why: string;
}

/**
 * Folders on one floor that may use each other, each through one public module (`to` is that
 * module, or a folder whose every module is public to `from`).
 */
export const SIDEWAYS: readonly Exception[] = [
  {
    from: 'pwa/sw.ts',
    to: 'contact/offline/',
    why: 'the service worker sends queued enquiries on Background Sync, with the same outbox as the pages',
  },
  {
    from: 'layout/',
    to: 'consent/',
    why: 'the cookie banner and the footer read and change the visitor’s consent',
  },
  {
    from: 'layout/header/header.tsx',
    to: 'share/share-button.tsx',
    why: 'the header carries the share button',
  },
  {
    from: 'selection/',
    to: 'contact/clean-input.ts',
    why: 'the selection’s block in the message is measured against the message’s one limit and the e-mail link’s',
  },
  {
    from: 'selection/',
    to: 'contact/project-types.ts',
    why: 'a selection suggests one of the contact form’s project types',
  },
  {
    from: 'selection/page-selection.ts',
    to: 'contact/offline/idb-store.ts',
    why: 'the selection’s database survives site data cleared in another tab as the outbox’s does',
  },
  {
    from: 'routing/',
    to: 'content/catalog.ts',
    why: 'service ids and aliases are part of every service URL',
  },
  {
    from: 'routing/',
    to: 'content/company.ts',
    why: 'public addresses start with the company’s site URL',
  },
  {
    from: 'content/',
    to: 'routing/routes.ts',
    why: 'content links to screens by their id',
  },
];

export interface ImportEdge {
  /** Importing module, relative to src/. */
  from: string;
  /** Imported module, relative to src/. */
  to: string;
  line: number;
  typeOnly: boolean;
}

export interface Violation extends ImportEdge {
  why: string;
}

/** The folder (or entry file) a module belongs to, and its floor; null for what is not layered. */
export function placeOf(path: string): { part: string; floor: number } | null {
  if (FLOORS[0]!.includes(path)) return { part: 'entries', floor: 0 };
  const part = path.includes('/') ? path.slice(0, path.indexOf('/')) : path;
  const floor = FLOORS.findIndex((parts) => parts.includes(part));
  return floor < 0 ? null : { part, floor };
}

const covers = (rule: string, path: string) => (rule.endsWith('/') ? path.startsWith(rule) : path === rule);

/** Why an import breaks the layers, or null when it may stand. */
export function checkEdge(edge: ImportEdge, sideways: readonly Exception[] = SIDEWAYS): string | null {
  const from = placeOf(edge.from);
  const to = placeOf(edge.to);
  if (!from || !to || from.part === to.part) return null;
  if (to.floor > from.floor) return null;
  if (sideways.some((rule) => covers(rule.from, edge.from) && covers(rule.to, edge.to))) return null;
  return to.floor < from.floor
    ? `${from.part} (floor ${from.floor}) imports up from ${to.part} (floor ${to.floor})`
    : `${from.part} and ${to.part} share floor ${from.floor}; only the modules in SIDEWAYS may be used across`;
}

export function violations(edges: readonly ImportEdge[], sideways: readonly Exception[] = SIDEWAYS): Violation[] {
  return edges.flatMap((edge) => {
    const why = checkEdge(edge, sideways);
    return why ? [{ ...edge, why }] : [];
  });
}

export function formatViolation(v: Violation): string {
  return `src/${v.from}:${v.line} → src/${v.to}${v.typeOnly ? ' (type-only)' : ''}: ${v.why}`;
}
