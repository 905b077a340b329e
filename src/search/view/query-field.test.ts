import { describe, expect, it } from 'vitest';
import { QUERY_FIELD, fillQueryFields } from './query-field';

/** A page at /buscar{search} whose marked fields hold `values`. */
function page(search: string, values: string[]) {
  const fields = values.map((value) => ({ value }));
  const doc = {
    location: { search } as Location,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`input[${QUERY_FIELD}]`);
      return fields as unknown as NodeListOf<HTMLInputElement>;
    },
  };
  return { doc, fields };
}

describe('fillQueryFields', () => {
  it('puts the query back in the marked fields, as text', () => {
    const { doc, fields } = page('?q=%3Cb%3Ecascadas%3C%2Fb%3E', ['']);
    fillQueryFields(doc);
    expect(fields[0]!.value).toBe('<b>cascadas</b>');
  });

  it('leaves what the visitor typed, and fields with no query', () => {
    const typed = page('?q=libros', ['cascadas']);
    fillQueryFields(typed.doc);
    expect(typed.fields[0]!.value).toBe('cascadas');
    const none = page('?s=abc', ['']);
    fillQueryFields(none.doc);
    expect(none.fields[0]!.value).toBe('');
  });
});
