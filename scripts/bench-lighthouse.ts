/** Lighthouse figures for the bench; filled in by the audits issue. */
export async function lighthouseFigures(
  _origin: string,
  _table: (title: string, header: string[], rows: (string | number)[][]) => void,
): Promise<void> {}
