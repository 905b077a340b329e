import { itemKey, itemOfKey, type ItemKey, type SelectionItem } from './items';
import { MAX_ITEMS } from './limits';
import { screenPageParams } from '../routing/routes';

/**
 * The short code of every item, for links that carry a selection (a QR code, a message). Once a
 * link is out, its codes must keep meaning the same item: this table is APPEND-ONLY. Never change
 * or reuse a code, never reorder; a new item gets the next code at the end; an item the site no
 * longer has keeps its row (its code then reads as unknown). short-codes.test.ts holds a frozen
 * copy of the published rows and fails if one changes.
 *
 * Codes are lower-case letters and digits, so a link survives apps that change letter case, and
 * need no escaping in a URL; two characters make 1,296 codes, three come after.
 */
export const SHORT_CODES: readonly (readonly [code: string, item: ItemKey])[] = [
  ['00', 'service:diseno'],
  ['01', 'service:imprenta'],
  ['02', 'service:encuadernacion'],
  ['03', 'service:cascadas'],
  ['04', 'service:libros'],
  ['05', 'service:cartas-colores'],
  ['06', 'service:cuttings'],
  ['07', 'service:lomeras'],
  ['08', 'service:catalogos'],
  ['09', 'service:varios'],
  ['0a', 'picture:design/gallery-1'],
  ['0b', 'picture:design/gallery-2'],
  ['0c', 'picture:design/gallery-3'],
  ['0d', 'picture:design/gallery-4'],
  ['0e', 'picture:design/gallery-5'],
  ['0f', 'picture:printing/carousel-1'],
  ['0g', 'picture:printing/carousel-2'],
  ['0h', 'picture:printing/carousel-3'],
  ['0i', 'picture:printing/carousel-4'],
  ['0j', 'picture:printing/carousel-5'],
  ['0k', 'picture:binding/slide-01'],
  ['0l', 'picture:binding/slide-02'],
  ['0m', 'picture:binding/slide-03'],
  ['0n', 'picture:binding/slide-04'],
  ['0o', 'picture:binding/slide-05'],
  ['0p', 'picture:binding/slide-06'],
  ['0q', 'picture:binding/slide-07'],
  ['0r', 'picture:binding/slide-08'],
  ['0s', 'picture:binding/slide-09'],
  ['0t', 'picture:binding/slide-10'],
  ['0u', 'picture:binding/slide-11'],
  ['0v', 'picture:binding/slide-12'],
  ['0w', 'picture:binding/slide-13'],
  ['0x', 'picture:binding/slide-14'],
  ['0y', 'picture:binding/slide-15'],
  ['0z', 'picture:binding/slide-16'],
  ['10', 'picture:services/cascadas/gallery-1'],
  ['11', 'picture:services/cascadas/gallery-2'],
  ['12', 'picture:services/cascadas/gallery-3'],
  ['13', 'picture:services/cascadas/gallery-4'],
  ['14', 'picture:services/libros/gallery-1'],
  ['15', 'picture:services/libros/gallery-2'],
  ['16', 'picture:services/libros/gallery-3'],
  ['17', 'picture:services/libros/gallery-4'],
  ['18', 'picture:services/cartas-colores/gallery-1'],
  ['19', 'picture:services/cartas-colores/gallery-2'],
  ['1a', 'picture:services/cartas-colores/gallery-3'],
  ['1b', 'picture:services/cartas-colores/gallery-4'],
  ['1c', 'picture:services/cuttings/gallery-1'],
  ['1d', 'picture:services/cuttings/gallery-2'],
  ['1e', 'picture:services/cuttings/gallery-3'],
  ['1f', 'picture:services/cuttings/gallery-4'],
  ['1g', 'picture:services/lomeras/gallery-1'],
  ['1h', 'picture:services/lomeras/gallery-2'],
  ['1i', 'picture:services/lomeras/gallery-3'],
  ['1j', 'picture:services/lomeras/gallery-4'],
  ['1k', 'picture:services/catalogos/gallery-1'],
  ['1l', 'picture:services/catalogos/gallery-2'],
  ['1m', 'picture:services/catalogos/gallery-3'],
  ['1n', 'picture:services/catalogos/gallery-4'],
  ['1o', 'picture:various/gallery-1'],
  ['1p', 'picture:various/gallery-2'],
  ['1q', 'picture:various/gallery-3'],
  ['1r', 'picture:various/gallery-4'],
  ['1s', 'picture:various/gallery-5'],
  ['1t', 'picture:various/gallery-6'],
];

/** The query parameter of a link that carries a selection: the selection page's own (routes.ts). */
export const SELECTION_PARAM = screenPageParams('selection')[0]!;
/** Between two codes: unreserved in URLs, never part of a code. */
const SEPARATOR = '.';
export const CODE_PATTERN = /^[0-9a-z]{2,3}$/;
/**
 * What a reader accepts between two codes: the dot written, and what a person or a mail client
 * may put instead (a space, which `+` decodes to, a comma, a semicolon).
 */
const READ_SEPARATORS = /[.\s,;]+/;

const CODE_OF = new Map<string, string>(SHORT_CODES.map(([code, key]) => [key, code]));
const KEY_OF = new Map<string, string>(SHORT_CODES.map(([code, key]) => [code, key]));

/**
 * The selection an address names: every `?s=` it carries, in order (a link pasted twice, or
 * joined by hand, names them all), or null without one.
 */
export function selectionParamValue(params: URLSearchParams): string | null {
  const values = params.getAll(SELECTION_PARAM);
  return values.length === 0 ? null : values.join(SEPARATOR);
}

/** The parameter's value for a selection: its items' codes, in order. */
export function encodeSelection(items: readonly SelectionItem[]): string {
  return items.flatMap((item) => CODE_OF.get(itemKey(item)) ?? []).join(SEPARATOR);
}

/** What a link's parameter held: the items it names, and how much of it could not be read. */
export interface DecodedSelection {
  /** The known items, in the link's order, each once, at most MAX_ITEMS. */
  items: SelectionItem[];
  /** Parts that are no code, or the code of an item the site no longer has. */
  unread: number;
  /** Known items past MAX_ITEMS, left out. */
  beyondLimit: number;
}

/**
 * The selection a link's parameter names. Whatever the link holds (a code the site never made,
 * a cut or retyped link, markup), this reads what it can and counts the rest: it never throws,
 * and what it answers comes from the table, never from the link.
 */
export function decodeSelection(value: string | null | undefined): DecodedSelection {
  const result: DecodedSelection = { items: [], unread: 0, beyondLimit: 0 };
  if (typeof value !== 'string') return result;
  const seen = new Set<string>();
  for (const part of value.split(READ_SEPARATORS)) {
    const code = part.trim().toLowerCase();
    if (code === '') continue;
    const key = CODE_PATTERN.test(code) ? KEY_OF.get(code) : undefined;
    const item = key === undefined ? null : itemOfKey(key);
    if (!item) {
      result.unread++;
      continue;
    }
    if (seen.has(code)) continue;
    seen.add(code);
    if (result.items.length < MAX_ITEMS) result.items.push(item);
    else result.beyondLimit++;
  }
  return result;
}
