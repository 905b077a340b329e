/**
 * An SVG path that paints the dark modules of a QR matrix (rows of booleans, true = dark), one
 * rectangle per horizontal run, in module units. One path instead of a rect per module keeps
 * the markup small and leaves no hairline seams between neighbouring modules.
 */
export function darkModulesPath(rows: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
