/** Tiny string builders for SVG markup: short numbers and no needless attributes keep files small. */
export type Attrs = Record<string, string | number | undefined>;

/** A number with at most one decimal, as short as it can be written. */
export function num(value: number): string {
  // Opacities keep two decimals, small lengths one; at 1600 px wide, larger ones round to whole pixels.
  const size = Math.abs(value);
  const factor = size < 1 ? 100 : size < 10 ? 10 : 1;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? '0' : String(rounded).replace(/^(-?)0\./, '$1.');
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
  const body = children.join('');
  return body ? `<${tag}${list}>${body}</${tag}>` : `<${tag}${list}/>`;
}

/** Tagged template for path data: every interpolated number is shortened. */
export function d(strings: TemplateStringsArray, ...values: (number | string)[]): string {
  const data = strings.reduce((out, part, i) => {
    const value = values[i - 1];
    return out + (typeof value === 'number' ? num(value) : (value ?? '')) + part;
  });
  // A minus sign separates numbers on its own.
  return data.replace(/ (?=-)/g, '');
}

/** A rectangle; without rounded corners it is written as a path, which is shorter. */
export function rect(x: number, y: number, w: number, h: number, fill: string | undefined, extra: Attrs = {}): string {
  if (extra.rx === undefined) return el('path', { d: d`M${x} ${y}h${w}v${h}h${-w}z`, fill, ...extra });
  return el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string | undefined, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string | undefined,
  extra: Attrs = {},
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function path(data: string, fill: string | undefined, extra: Attrs = {}): string {
  return el('path', { d: data, fill, ...extra });
}

/** A closed polygon through the points [x0, y0, x1, y1, …]. */
export function poly(points: number[], fill: string | undefined, extra: Attrs = {}): string {
  const pairs: string[] = [];
  for (let i = 0; i < points.length; i += 2) pairs.push(`${num(points[i]!)} ${num(points[i + 1]!)}`);
  return path(`M${pairs[0]}L${pairs.slice(1).join(' ')}Z`, fill, extra);
}

/** Stroked line segments [x0, y0, x1, y1] drawn as one path. */
export function segments(list: number[][], stroke: string, width: number, extra: Attrs = {}): string {
  const data = list.map(([x0, y0, x1, y1]) => d`M${x0!} ${y0!}L${x1!} ${y1!}`).join('');
  return path(data, 'none', { stroke, 'stroke-width': width, ...extra });
}

export function g(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, ...children);
}

/** translate/rotate/scale as one transform attribute; identity parts are left out. */
export function transform(x: number, y: number, rotate = 0, scale = 1): string | undefined {
  const parts = [];
  if (x || y) parts.push(`translate(${num(x)} ${num(y)})`);
  if (rotate) parts.push(`rotate(${num(rotate)})`);
  if (scale !== 1) parts.push(`scale(${String(Math.round(scale * 1000) / 1000).replace(/^0\./, '.')})`);
  return parts.length ? parts.join('') : undefined;
}

/** Children placed at (x, y), turned and scaled around that point. */
export function place(x: number, y: number, rotate: number, scale: number, ...children: string[]): string {
  const t = transform(x, y, rotate, scale);
  return t ? g({ transform: t }, ...children) : children.join('');
}
