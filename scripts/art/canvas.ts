import { Rng } from './rng.ts';

/**
 * Shared classes: s = soft shadow, k = darker side, h = highlight, t = a line of "text" on paper,
 * tw = the same in white, on dark grounds. Written once per file instead of on every shape.
 */
const STYLE =
  '.s{fill:#1d2730;fill-opacity:.13}.k{fill:#10171d;fill-opacity:.16}.h{fill:#fff;fill-opacity:.22}' +
  '.t,.tw{fill:none;stroke:#cdc3b3;stroke-width:8;stroke-linecap:round}.tw{stroke:#fff;stroke-opacity:.55}';

/** One picture being drawn: its seeded randomness and the definitions (patterns, shapes) it reuses. */
export class Canvas {
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(seed: string) {
    this.rng = new Rng(seed);
  }

  /** Adds a definition once per key (make receives its id) and returns the id. */
  define(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `d${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }

  render(body: string[], width = 1600, height = 1200): string {
    const defs = `<defs><style>${STYLE}</style>${this.defs.join('')}</defs>`;
    const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`;
    return `${open}${defs}${body.join('')}</svg>\n`;
  }
}

/** A picture: draws itself on the canvas it is given. */
export type Scene = (c: Canvas) => string[];
