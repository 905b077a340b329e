/**
 * An RFC 4180 reader, strict, for checking what the booth's export wrote: fields separated by
 * commas, records ended by CRLF (the last one too), a quoted field's quotes doubled, CR and LF
 * allowed inside quotes only. Anything else throws, naming where.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      for (i++; ; i++) {
        if (i >= text.length) throw new Error('a quoted field is never closed');
        if (text[i] === '"' && text[i + 1] === '"') field += text[i++];
        else if (text[i] === '"') break;
        else field += text[i];
      }
      i++;
      if (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i)) {
        throw new Error(`text after a closing quote at ${i}`);
      }
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      [record, field] = [[], ''];
      i += 2;
    } else if (text[i] === ',') {
      record.push(field);
      field = '';
      i++;
    } else {
      if (text[i] === '"' || text[i] === '\r' || text[i] === '\n')
        throw new Error(`a bare ${JSON.stringify(text[i])} at ${i}`);
      field += text[i++];
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

/** The records as objects keyed by the header row's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('no header row');
  for (const [n, record] of records.entries()) {
    if (record.length !== header.length)
      throw new Error(`record ${n + 1} has ${record.length} fields, not ${header.length}`);
  }
  return records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]!])));
}
