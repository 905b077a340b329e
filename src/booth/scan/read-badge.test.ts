import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH, readBadge } from './read-badge';

/** Lines joined with CRLF, as vCard writers send them. */
const crlf = (...lines: string[]) => lines.join('\r\n') + '\r\n';
/** UTF-8 bytes shown one per character: what a decoder gives when it takes a code for ISO-8859-1. */
const asLatin1 = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));

describe('vCards', () => {
  it('reads a fair badge’s vCard 3.0', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:García Pérez;Ana;;;',
      'FN:Ana García Pérez',
      'ORG:Tejidos del Maresme S.L.',
      'TITLE:Jefa de compras',
      'TEL;TYPE=WORK,VOICE:+34 937 55 12 00',
      'EMAIL;TYPE=INTERNET:ana.garcia@tejidosmaresme.es',
      'ADR;TYPE=WORK:;;Carrer de la Riera 12;Mataró;Barcelona;08301;España',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({
      name: 'Ana García Pérez',
      company: 'Tejidos del Maresme S.L.',
      email: 'ana.garcia@tejidosmaresme.es',
      phone: '+34 937 55 12 00',
      country: 'España',
    });
  });

  it('reads vCard 2.1 with bare parameters, CHARSET=UTF-8 and QUOTED-PRINTABLE over a soft line break', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=B6rg;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=B6rg M=C3=BCller, Stoffe & Gewebe =',
      'f=C3=BCr Hotels',
      'ORG;CHARSET=UTF-8:Weberei Müller GmbH',
      'TEL;WORK;VOICE:+49 7121 345 678',
      'TEL;CELL:+49 171 2345678',
      'EMAIL;INTERNET:j.mueller@weberei-mueller.de',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({
      name: 'Jörg Müller, Stoffe & Gewebe für Hotels',
      company: 'Weberei Müller GmbH',
      email: 'j.mueller@weberei-mueller.de',
      // The mobile before the office line: it reaches the visitor, not a switchboard.
      phone: '+49 171 2345678',
    });
  });

  it('reads quoted-printable in ISO-8859-1 when the CHARSET says so', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Fran=E7ois L=E9vy',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({ name: 'François Lévy' });
  });

  it('reads vCard 4.0 with PREF, VALUE=uri telephone numbers and lower-case parameters', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Claire Dubois',
      'N:Dubois;Claire;;;',
      'ORG:Hôtels Riviera;Achats;Linge',
      'EMAIL;type=home:claire.d@example.fr',
      'EMAIL;type=work;pref=1:c.dubois@hotels-riviera.fr',
      'TEL;VALUE=uri;type="voice,work":tel:+33-4-93-00-11-22;ext=318',
      'ADR;type=home:;;3 rue Masséna;Nice;;06000;France',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({
      name: 'Claire Dubois',
      // The organisation, not its units (a department is not the company the reply goes to).
      company: 'Hôtels Riviera',
      email: 'c.dubois@hotels-riviera.fr',
      phone: '+33-4-93-00-11-22 ext. 318',
      country: 'France',
    });
  });

  it('unfolds lines folded with CRLF or LF and a space or tab, inside a multi-byte word too', () => {
    const code =
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ελένη Παπαδοπ\r\n ούλου\nORG:Υφαντουργία\n\t Αθηνών Α.Ε.\r\n' +
      'EMAIL:eleni@yfantourgia\r\n -athinon.gr\r\nEND:VCARD\r\n';
    expect(readBadge(code)).toEqual({
      name: 'Ελένη Παπαδοπούλου',
      company: 'Υφαντουργία Αθηνών Α.Ε.',
      email: 'eleni@yfantourgia-athinon.gr',
    });
  });

  it('restores a name folded inside one character’s UTF-8 bytes, read by the decoder as ISO-8859-1', () => {
    // "Müller" folded between the two bytes of "ü": the code is not valid UTF-8 as a whole, so
    // the decoder falls back to ISO-8859-1 and every byte comes as one character.
    const bytes = asLatin1('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jörg M') + '\u00c3\r\n \u00bcller\r\nEND:VCARD';
    expect(readBadge(bytes)).toEqual({ name: 'Jörg Müller' });
  });

  it('undoes escaped commas, semicolons, backslashes and line breaks', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Roe\\, Jane',
      'ORG:Smith\\; Sons\\\\Partners\\nTextiles;Export',
      'ADR:;;Unit 4\\, Mill Lane;Leeds;;LS1 4AB;United Kingdom',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({
      name: 'Roe, Jane',
      company: 'Smith; Sons\\Partners Textiles',
      country: 'United Kingdom',
    });
  });

  it('takes FN over N, and assembles N when there is no FN', () => {
    const both = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Stevenson;John;Philip,Paul;Dr.;Jr.',
      'FN:J. P. Stevenson',
      'END:VCARD',
    );
    expect(readBadge(both)?.name).toBe('J. P. Stevenson');
    const onlyN = crlf('BEGIN:VCARD', 'VERSION:3.0', 'N:Stevenson;John;Philip,Paul;Dr.;Jr.', 'FN:', 'END:VCARD');
    expect(readBadge(onlyN)?.name).toBe('Dr. John Philip Paul Stevenson Jr.');
    // Family name first where it is written so.
    const japanese = crlf('BEGIN:VCARD', 'VERSION:3.0', 'N:山田;太郎;;;', 'END:VCARD');
    expect(readBadge(japanese)?.name).toBe('山田 太郎');
  });

  it('takes the preferred of several e-mails, else the first usable; one that is not an address never', () => {
    const typePref = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'EMAIL;TYPE=INTERNET:first@example.com',
      'EMAIL;TYPE=INTERNET,PREF:chosen@example.com',
      'END:VCARD',
    );
    expect(readBadge(typePref)?.email).toBe('chosen@example.com');
    const none = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'EMAIL:see badge',
      'EMAIL;TYPE=pref:ana(at)example.com',
      'EMAIL:ana@example.com',
      'EMAIL:other@example.com',
      'END:VCARD',
    );
    expect(readBadge(none)?.email).toBe('ana@example.com');
  });

  it('never takes a fax or pager number, and takes a preferred number over a mobile', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Pieter de Vries',
      'TEL;TYPE=FAX:+31 20 555 0101',
      'TEL;TYPE=CELL:+31 6 12345678',
      'TEL;TYPE=WORK,PREF:+31 20 555 0100',
      'END:VCARD',
    );
    expect(readBadge(code)?.phone).toBe('+31 20 555 0100');
    const faxOnly = crlf('BEGIN:VCARD', 'VERSION:3.0', 'FN:Pieter de Vries', 'TEL;FAX:+31 20 555 0101', 'END:VCARD');
    expect(readBadge(faxOnly)).toEqual({ name: 'Pieter de Vries' });
  });

  it('reads an Apple Contacts card with property groups and a work address’s country', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'PRODID:-//Apple Inc.//iPhone OS 17.4//EN',
      'N:Rossi;Giulia;;;',
      'FN:Giulia Rossi',
      'ORG:Lanificio Rossi;',
      'item1.EMAIL;type=INTERNET;type=pref:giulia@lanificiorossi.it',
      'item1.X-ABLabel:_$!<Work>!$_',
      'TEL;type=CELL;type=VOICE;type=pref:+39 333 123 4567',
      'item2.ADR;type=HOME:;;Via Roma 1;Milano;;20121;Italia',
      'item3.ADR;type=WORK:;;Via Cernaia 8;Biella;BI;13900;Italy',
      'item2.X-ABADR:it',
      'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD',
      ' /2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({
      name: 'Giulia Rossi',
      company: 'Lanificio Rossi',
      email: 'giulia@lanificiorossi.it',
      phone: '+39 333 123 4567',
      country: 'Italy',
    });
  });

  it('reads a card exported by this booth (vCard 4.0 with a note) back to the same fields', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:individual',
      'UID;VALUE=text:6f1c2d3e-0000-4000-8000-000000000001',
      'FN:Núria Puig',
      'N:Núria Puig;;;;',
      'ORG:Hotel Costa Brava',
      'EMAIL;TYPE=work:nuria@hotelcostabrava.cat',
      'TEL;TYPE=work,voice;VALUE=text:972 00 11 22',
      'ADR;TYPE=work:;;;;;;Catalunya',
      'LANG:ca',
      'NOTE:Estat: enviada\\nInteressos: Tovalloles',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({
      name: 'Núria Puig',
      company: 'Hotel Costa Brava',
      email: 'nuria@hotelcostabrava.cat',
      phone: '972 00 11 22',
      country: 'Catalunya',
    });
  });

  it('reads the first card after a UTF-8 byte-order mark, with Windows line ends, and ignores a second', () => {
    const code =
      '\uFEFFBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Анна Иванова\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Other\r\nEND:VCARD\r\n';
    expect(readBadge(code)).toEqual({ name: 'Анна Иванова' });
    expect(readBadge(asLatin1(code))).toEqual({ name: 'Анна Иванова' });
  });

  it('gives null for a vCard with nothing the card uses', () => {
    expect(
      readBadge(crlf('BEGIN:VCARD', 'VERSION:3.0', 'UID:REG-2026-004512', 'URL:https://expo.example', 'END:VCARD')),
    ).toBeNull();
  });
});

describe('MeCard and other phone formats', () => {
  it('reads a MeCard with escapes, N as "Family,Given" and a seven-part address', () => {
    const code =
      'MECARD:N:Martínez Soler,Laura;ORG:Martínez\\; Hijos;TEL:+34 600 123 456;EMAIL:laura@martinezhijos.es;' +
      'NOTE:Stand 4B\\: toallas;ADR:,,Calle Mayor 5,Ontinyent,Valencia,46870,Spain;;';
    expect(readBadge(code)).toEqual({
      name: 'Laura Martínez Soler',
      company: 'Martínez; Hijos',
      email: 'laura@martinezhijos.es',
      phone: '+34 600 123 456',
      country: 'Spain',
    });
  });

  it('reads a Japanese MeCard family name first, and takes no country from a free-form address', () => {
    const code = 'MECARD:N:佐藤,花子;SOUND:サトウ,ハナコ;EMAIL:hanako.sato@example.jp;ADR:東京都港区1-2-3;;';
    expect(readBadge(code)).toEqual({ name: '佐藤 花子', email: 'hanako.sato@example.jp' });
  });

  it('reads a BIZCARD and a MATMSG', () => {
    expect(
      readBadge(
        'BIZCARD:N:Sean;X:Owen;T:Buyer;C:Owen Linens;A:12 Quay St, Galway;B:+353 91 555 010;E:sean@owenlinens.ie;;',
      ),
    ).toEqual({ name: 'Sean Owen', company: 'Owen Linens', email: 'sean@owenlinens.ie', phone: '+353 91 555 010' });
    expect(readBadge('MATMSG:TO:info@example.com;SUB:Catálogo;BODY:Hola;;')).toEqual({ email: 'info@example.com' });
  });

  it('reads a mailto: link’s address, percent-decoded', () => {
    expect(readBadge('mailto:j%2Bexpo@example.org?subject=Catalogue')).toEqual({ email: 'j+expo@example.org' });
    expect(readBadge('mailto:not-an-address?subject=x')).toBeNull();
  });
});

describe('plain text', () => {
  it('takes the address, the line with the address’s domain as the company and an international number, no name', () => {
    const code = 'Marc Vidal i Roca\nDirector de compres\nTèxtil Vidal S.A.\n+34 938 765 432\nmarc@textil-vidal.cat';
    expect(readBadge(code)).toEqual({
      company: 'Tèxtil Vidal S.A.',
      email: 'marc@textil-vidal.cat',
      phone: '+34 938 765 432',
    });
  });

  it('guesses no company from a line that is not clearly one', () => {
    expect(readBadge('Sophie Martin\nResponsable achats\nHall 5 – Stand C12\nsophie.martin@gmail.com')).toEqual({
      email: 'sophie.martin@gmail.com',
    });
  });

  it('reads labelled lines in the site’s languages', () => {
    const code =
      'Nombre: José Ángel Ruiz\nEmpresa: Hostelería Ruiz\nTeléfono: 91 555 66 77\nPaís: México\nCorreo: ja.ruiz@example.mx';
    expect(readBadge(code)).toEqual({
      name: 'José Ángel Ruiz',
      company: 'Hostelería Ruiz',
      email: 'ja.ruiz@example.mx',
      phone: '91 555 66 77',
      country: 'México',
    });
    expect(readBadge('Nom : Aïcha Benali\nSociété : Linge Hôtelier\nCourriel : a.benali@example.fr')).toEqual({
      name: 'Aïcha Benali',
      company: 'Linge Hôtelier',
      email: 'a.benali@example.fr',
    });
  });

  it('keeps Arabic and decomposed names intact, NFC-normalised', () => {
    expect(readBadge('Name: ليلى حداد\nlayla@example.ae')).toEqual({ name: 'ليلى حداد', email: 'layla@example.ae' });
    const decomposed = 'Name: Zoe\u0308 Brontë\nzoe@example.com';
    expect(readBadge(decomposed)?.name).toBe('Zo\u00eb Bront\u00eb');
  });

  it('finds an address inside a sentence or angle brackets, and takes none that is not one', () => {
    expect(readBadge('Contact: Jane Roe <jane.roe@example.co.uk>.')).toEqual({ email: 'jane.roe@example.co.uk' });
    expect(readBadge('jane.roe@example')).toEqual({ email: 'jane.roe@example' });
    expect(readBadge('Write to jane@@example.com or @janeroe')).toBeNull();
  });

  it('gives null for a bare registration id, a number under a name label, a URL, a sentence or nothing', () => {
    expect(readBadge('REG-2026-004512')).toBeNull();
    expect(readBadge('004512')).toBeNull();
    expect(readBadge('Visitor: 004512')).toBeNull();
    expect(readBadge('https://expo.example/badge/004512?lang=es')).toBeNull();
    expect(readBadge('www.expo.example')).toBeNull();
    expect(readBadge('Welcome to Hostelco 2026')).toBeNull();
    expect(readBadge('')).toBeNull();
    expect(readBadge(' \n\t ')).toBeNull();
  });
});

describe('cleaning and hostile input', () => {
  it('trims and collapses whitespace and drops control and invisible characters', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:  Ana\t\u0000García\u200B   \u202EPérez ',
      'ORG:\u0007Acme  \\n Textiles',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({ name: 'Ana García Pérez', company: 'Acme Textiles' });
  });

  it('caps each field at the field limit, at a character boundary', () => {
    const name = readBadge(crlf('BEGIN:VCARD', 'VERSION:3.0', `FN:${'𝒜'.repeat(500)}`, 'END:VCARD'))?.name;
    expect(Array.from(name ?? '')).toHaveLength(FIELD_MAX_LENGTH);
    expect(name).toBe('𝒜'.repeat(FIELD_MAX_LENGTH));
  });

  it('reads 100 KB inputs of every shape in linear time without throwing', () => {
    const big = 100_000;
    const inputs = [
      'a'.repeat(big) + '@example.com',
      'x@' + 'a'.repeat(big),
      `${'a-'.repeat(big / 2)}@b`,
      '@'.repeat(big),
      '\\'.repeat(big),
      '\u0000\u0001\u001f\u007f\u0085'.repeat(big / 5),
      'BEGIN:VCARD\n' + ' x'.repeat(big / 2),
      'BEGIN:VCARD\nFN;' + '"'.repeat(big) + ':x',
      'BEGIN:VCARD\nN;ENCODING=QUOTED-PRINTABLE:' + '=\n'.repeat(big / 2),
      'BEGIN:VCARD\nTEL:' + '1 '.repeat(big / 2),
      'MECARD:' + 'N:'.repeat(big / 2),
      'Name: ' + 'Ana '.repeat(big / 4) + '\nana@example.com',
      `${'Line\n'.repeat(big / 5)}ana@example.com`,
      `${'Name: x\n'.repeat(big / 8)}ana@example.com`,
      'mailto:' + '%'.repeat(big),
      ' '.repeat(big) + 'x',
      '\uFEFF'.repeat(big) + 'BEGIN:VCARDx',
      'BEGIN:VCARD\n'.repeat(big / 12),
      'MECARD:N:' + '\\'.repeat(big),
      'MECARD:' + ';'.repeat(big),
      'BEGIN:VCARD\nFN;ENCODING=QUOTED-PRINTABLE:' + '=C3=A9'.repeat(big / 6),
      '\u00c3\u00a9'.repeat(big / 2),
      `${'+1\n'.repeat(big / 3)}ana@example.com`,
      `@${'.'.repeat(big)}x`,
      `+${'1;'.repeat(big / 2)}\n`,
      'BEGIN:VCARD\nTEL' + ';a'.repeat(big / 2) + ':+34600123456',
    ];
    const started = performance.now();
    for (const input of inputs) expect(() => readBadge(input)).not.toThrow();
    // All of them together; one quadratic step would take minutes on 100 KB.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(readBadge(inputs[0]!)).toBeNull();
    expect(readBadge(inputs[11]!)?.email).toBe('ana@example.com');
  });
});

describe('what review found', () => {
  it('guesses no name from an unlabelled line: a title, a fair, a badge type, a department or a hall is no name', () => {
    const codes = [
      'Jefa de compras\nAna García\nana@example.es',
      'Feria Hábitat Valencia\nAna García\nana@example.es',
      'Trade Visitor\nana@example.es',
      'Departamento de Compras\nana@example.es',
      'Pabellón Central\nana@example.es',
      'ACME TEXTILES\nSales Manager\nJohn Smith\njohn@acme-textiles.com',
    ];
    for (const code of codes) expect(readBadge(code)?.name, code).toBeUndefined();
    expect(readBadge(codes[5]!)).toEqual({ company: 'ACME TEXTILES', email: 'john@acme-textiles.com' });
  });

  it('takes the company from the domain only as whole words of four letters or more, never from the person’s line', () => {
    expect(readBadge('Ana Garcia\nana@garcia.es')).toEqual({ email: 'ana@garcia.es' });
    expect(readBadge('Marta Fernández\nmarta@art.es')).toEqual({ email: 'marta@art.es' });
    expect(readBadge('Smartex Hilados\nluis@art.es')).toEqual({ email: 'luis@art.es' });
    expect(readBadge('Hilados Sol\nluis@sol.es')).toEqual({ email: 'luis@sol.es' });
    expect(readBadge('Hilados Solano\nluis@sola.es')).toEqual({ email: 'luis@sola.es' });
    expect(readBadge('Casa Garcia Hilados\nluis@garcia.es')).toEqual({
      company: 'Casa Garcia Hilados',
      email: 'luis@garcia.es',
    });
  });

  it('runs labelled names through the name check and takes no badge type or id under a visitor label', () => {
    for (const code of ['Visitor: REG-2026-004512', 'Attendee: A12345', 'Visitor: VIP', 'Visitante: Profesional'])
      expect(readBadge(code), code).toBeNull();
    expect(readBadge('Name: ana@x.es')).toEqual({ email: 'ana@x.es' });
    expect(readBadge('Name: Ana 2\nEmail: ana@x.es')).toEqual({ email: 'ana@x.es' });
    expect(readBadge('Name: Ana/García\nEmail: ana@x.es')).toEqual({ email: 'ana@x.es' });
  });

  it('takes no URL as a company or country', () => {
    expect(readBadge('Company: https://evil.example\nCountry: www.evil.example\nEmail: ana@x.es')).toEqual({
      email: 'ana@x.es',
    });
  });

  it('keeps the space after a vCard 2.1 fold, and drops one in 3.0 and 4.0', () => {
    const card = (version: string) =>
      crlf('BEGIN:VCARD', `VERSION:${version}`, 'ORG:Weberei Müller', ' GmbH', 'END:VCARD');
    expect(readBadge(card('2.1'))).toEqual({ company: 'Weberei Müller GmbH' });
    expect(readBadge(card('3.0'))).toEqual({ company: 'Weberei MüllerGmbH' });
    expect(readBadge(card('4.0'))).toEqual({ company: 'Weberei MüllerGmbH' });
  });

  it('takes the first FN that is a name, else assembles N', () => {
    const card = (...fn: string[]) => crlf('BEGIN:VCARD', 'VERSION:3.0', 'N:Rossi;Giulia;;;', ...fn, 'END:VCARD');
    expect(readBadge(card('FN:004512'))?.name).toBe('Giulia Rossi');
    expect(readBadge(card('FN:giulia@x.it'))?.name).toBe('Giulia Rossi');
    expect(readBadge(card('FN:https://x.it/giulia'))?.name).toBe('Giulia Rossi');
    expect(readBadge(card('FN:www.x.it'))?.name).toBe('Giulia Rossi');
    expect(readBadge(card('FN:004512', 'FN:G. Rossi'))?.name).toBe('G. Rossi');
  });

  it('stops a quoted-printable value whose last soft break runs into END:VCARD', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;ENCODING=QUOTED-PRINTABLE:Ana Garc=C3=ADa=',
      'END:VCARD',
      'BEGIN:VCARD',
      'ORG:Other',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({ name: 'Ana García' });
  });

  it('caps a field at whole grapheme clusters', () => {
    const family = '👩\u200D👩\u200D👧';
    const name = readBadge(crlf('BEGIN:VCARD', 'VERSION:3.0', `ORG:${family.repeat(200)}`, 'END:VCARD'))?.company;
    expect(name).toBe(family.repeat(FIELD_MAX_LENGTH));
  });

  it('drops invisible characters and takes no name made only of fillers', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:A\u{E0041}na\u200F Gar\u00ADcía\u061C\u180E\uFFF9\uD800',
      'ORG:\u3164\u3164',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({ name: 'Ana García' });
    expect(readBadge('Name: \u3164\nEmail: ana@x.es')).toEqual({ email: 'ana@x.es' });
  });

  it('takes no address out of a URL, and one after a label with no space or a full-width colon', () => {
    expect(readBadge('www.expo.com/?u=ana@x.com')).toBeNull();
    expect(readBadge('https://expo.example/?u=ana@x.com')).toBeNull();
    expect(readBadge('Contact:ana@x.es')).toEqual({ email: 'ana@x.es' });
    expect(readBadge('メール：hanako@example.jp')).toEqual({ email: 'hanako@example.jp' });
  });

  it('joins a given name and a family name labelled apart', () => {
    expect(readBadge('Nombre: Ana\nApellidos: García Pérez\nCorreo: ana@x.es')).toEqual({
      name: 'Ana García Pérez',
      email: 'ana@x.es',
    });
    expect(readBadge('Prénom : Claire\nNom : Dubois\nCourriel : claire@x.fr')).toEqual({
      name: 'Claire Dubois',
      email: 'claire@x.fr',
    });
    expect(readBadge('Nom: Núria\nCognoms: Puig i Serra')?.name).toBe('Núria Puig i Serra');
  });

  it('does not read a signature as a company, nor an object’s built-in names as labels', () => {
    expect(readBadge('Firma: Ana García\nana@x.es')).toEqual({ email: 'ana@x.es' });
    for (const label of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(readBadge(`${label}: Acme\nana@x.es`), label).toEqual({ email: 'ana@x.es' });
  });

  it('takes no phone number longer than one is written, and no address longer than RFC 5321 allows', () => {
    const card = (line: string) => readBadge(crlf('BEGIN:VCARD', 'VERSION:3.0', 'FN:Ana', line, 'END:VCARD'));
    // 11 digits, 41 characters: the digits alone would pass.
    expect(card('TEL:6 - 0 - 0 - 1 - 2 - 3 - 4 - 5 - 6 - 7 - 8')).toEqual({ name: 'Ana' });
    expect(card('TEL:6 - 0 - 0 - 1 - 2 - 3 - 4 - 5 - 6 - 7')?.phone).toBe('6 - 0 - 0 - 1 - 2 - 3 - 4 - 5 - 6 - 7');
    const local = (n: number) => `${'a'.repeat(n)}@example.com`;
    expect(card(`EMAIL:${local(242)}`)?.email).toBe(local(242));
    expect(card(`EMAIL:${local(243)}`)).toEqual({ name: 'Ana' });
  });

  it('decodes no base64 value, with ENCODING=b or a bare BASE64', () => {
    const code = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Rossi;Giulia;;;',
      'FN;ENCODING=b:VGVqaWRvcyBTb2w=',
      'ORG;BASE64:VGVqaWRvcyBTb2w=',
      'END:VCARD',
    );
    expect(readBadge(code)).toEqual({ name: 'Giulia Rossi' });
  });
});
