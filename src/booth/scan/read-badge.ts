import { cleanLine } from '../../contact/clean-input';
import { isWellFormedEmail } from '../../contact/template-params';

/**
 * What a badge's or business card's QR code says about the visitor: a vCard (2.1, 3.0, 4.0), a
 * MeCard or BIZCARD, a `mailto:` link, or plain text with an e-mail in it. Pure: no DOM.
 *
 * Every step is one pass over the text (no regex that can backtrack over more than a bounded
 * span), so a 100 KB code or one full of control characters is read in linear time.
 */

/** What a badge's or card's QR code says about the visitor; a field is absent when the code does not say it. */
export interface BadgeFields {
  name?: string;
  company?: string;
  email?: string;
  phone?: string;
  country?: string;
}

/**
 * The longest a name, company or country from a code is kept, in characters. The card's fields
 * have no limit of their own; a code's note or address pushed into one field by a careless
 * generator would fill the card, and no real name, firm or country is longer.
 */
export const FIELD_MAX_LENGTH = 120;
/** RFC 5321's longest address: a longer "address" is not one, and is not taken. */
const EMAIL_MAX_LENGTH = 254;
/** The longest phone number written out (15 digits, an extension, spaces and signs). */
const PHONE_MAX_LENGTH = 40;

/** The fields a QR code's text gives, or null when it gives nothing usable (a bare id, a URL, junk). */
export function readBadge(text: string): BadgeFields | null {
  const source = text.replace(/\r\n?/g, '\n');
  const vcard = vcardLines(source);
  if (vcard) return finished(readVcard(vcard));
  const body = asUtf8(source)
    .replace(/^[\s\uFEFF]+/, '')
    .trimEnd();
  const kind = body.slice(0, 8).toUpperCase();
  const rest = body.slice(body.indexOf(':') + 1);
  // One-token links only: "Tel: …" on the first line of a longer text is a label, not a link.
  const link = !/\s/.test(body);
  if (kind.startsWith('MECARD:')) return finished(readMecard(rest));
  if (kind.startsWith('BIZCARD:')) return finished(readBizcard(rest));
  if (kind.startsWith('MATMSG:')) return finished(readMatmsg(rest));
  if (link && kind.startsWith('MAILTO:')) return finished({ email: mailtoAddress(rest) });
  if (link && kind.startsWith('TEL:')) return finished({ phone: rest });
  return finished(readPlainText(body));
}

/** The fields cleaned (NFC, one line, no invisible characters), checked and capped; null if none is left. */
function finished(fields: BadgeFields): BadgeFields | null {
  const result: BadgeFields = {};
  const line = (value: string | undefined) => cleanLine((value ?? '').normalize('NFC'));
  const capped = (value: string | undefined) => firstGraphemes(line(value), FIELD_MAX_LENGTH).trim();
  const name = nameIn(capped(fields.name));
  const company = capped(fields.company);
  const email = emailIn(line(fields.email));
  const phone = phoneIn(line(fields.phone));
  const country = capped(fields.country);
  if (name) result.name = name;
  if (company && !isLink(company)) result.company = company;
  if (email) result.email = email;
  if (phone) result.phone = phone;
  if (country && !isLink(country)) result.country = country;
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * The text's first `count` user-perceived characters, so a cap never splits an emoji sequence or
 * a letter from its accent. The segments are read lazily: segmenting all of a 100 KB code took
 * seconds.
 */
function firstGraphemes(text: string, count: number): string {
  let end = 0;
  let taken = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (taken++ === count) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** A web address or an e-mail address, which is never a name, a company or a country. */
const isLink = (text: string) => /@|:\/\/|^www\./i.test(text);

/**
 * The text as a person's name, or null: a letter in it, and no digit, slash or link. A "name"
 * with a digit is a registration id or a badge number; with a slash or an @, an address.
 */
function nameIn(text: string): string | null {
  return /\p{L}/u.test(text) && !/[\p{Nd}/]/u.test(text) && !isLink(text) ? text : null;
}
/** An e-mail address as the card takes it (the WHATWG rule the contact form uses), or null. */
function emailIn(value: string): string | null {
  const address = value.replace(/^mailto:/i, '');
  // WHATWG allows `/` and `?` before the @, but there they are a URL's path or query
  // (`www.expo.com/?u=ana@x.com`), never a visitor's address.
  const local = address.slice(0, address.lastIndexOf('@'));
  if (/[/?]/.test(local)) return null;
  return address.length <= EMAIL_MAX_LENGTH && isWellFormedEmail(address) ? address : null;
}

/**
 * A phone number as written (`tel:` and URI parameters dropped, an extension kept), or null:
 * digits with the usual separators only, 6 to 20 digits. A number spelt with letters or a
 * registration code is left for the rep to type.
 */
function phoneIn(value: string): string | null {
  const number = value.replace(/^tel:/i, '').replace(/;ext=/i, ' ext. ').replace(/;.*$/, '').trim();
  if (number.length > PHONE_MAX_LENGTH) return null;
  if (!/^[+(]?\d[\d\s()./-]*(?:\s*(?:ext\.?|x|#)\s*\d+)?$/i.test(number)) return null;
  const digits = number.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20 ? number : null;
}

// ---------------------------------------------------------------------------------------------
// Text and escapes

/**
 * The text read again as UTF-8 when it is UTF-8 bytes shown one per character: a decoder that
 * finds bytes that are not valid UTF-8 (a vCard folded inside a character's bytes, as RFC 6350
 * allows a simple writer to do) takes the whole code for ISO-8859-1, and "Müller" arrives as
 * "MÃ¼ller". Text that is not valid UTF-8 as bytes (real Latin-1, "Müller" as it is) stays.
 */
function asUtf8(text: string): string {
  if (!/[\u0080-\u00FF]/.test(text) || /[^\u0000-\u00FF]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return text;
  }
}

/**
 * The text split at each `separator` that no backslash escapes; the parts keep their escapes
 * (a part is split further, or unescaped, after). One pass.
 */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === separator) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** vCard and MeCard escapes undone: `\n` (or `\N`) a line break, `\x` the character x. */
function unescape(text: string): string {
  return text.replace(/\\([\s\S])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** A structured value's component: its list items (split at unescaped commas) unescaped, joined by `glue`. */
function component(raw: string | undefined, glue: string): string {
  return raw === undefined ? '' : splitUnescaped(raw, ',').map(unescape).join(glue);
}

/** Scripts that write the family name first, with no given-name-first form on a card. */
const FAMILY_FIRST = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A person's name as vCard's N splits it; only family and given are always there. */
interface NameParts {
  family: string;
  given: string;
  additional?: string;
  prefix?: string;
  suffix?: string;
}

/**
 * A name written out from its parts: "Dr. John Philip Stevenson Jr."; in East Asian scripts the
 * family name first and no titles ("山田 太郎"), as it is written there.
 */
function personName({ family, given, additional = '', prefix = '', suffix = '' }: NameParts): string {
  const words = FAMILY_FIRST.test(family) ? [family, given] : [prefix, given, additional, family, suffix];
  return words
    .map((word) => word.trim())
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// vCard

interface Property {
  name: string;
  /** Parameter names upper case, values lower case, lists split: `TYPE=WORK,VOICE` → type: [work, voice]. */
  params: Map<string, string[]>;
  value: string;
}

/** Bare 2.1 parameters that name an encoding, not a type (`EMAIL;QUOTED-PRINTABLE:…`). */
const ENCODINGS = new Set(['quoted-printable', 'base64', 'b', '8bit', '7bit']);

/**
 * The first vCard's fields (from its content lines), its properties' values picked:
 * - name: the first FN that is a name (see nameIn); without one, N assembled (prefix, given, additional, family, suffix).
 * - company: ORG's first component, the organisation; its units (`ORG:Acme;Sales`) are a
 *   department, not the company the reply goes to, and are left out.
 * - email: the most preferred usable EMAIL (PREF=n, lowest first; TYPE=pref or a bare PREF as 1),
 *   else the first usable one.
 * - phone: the most preferred usable TEL; among equals a mobile (it reaches the visitor, not a
 *   switchboard, and the rep may text), then a work number, then any other. Fax, pager and modem
 *   numbers are never taken: nobody answers them.
 * - country: the country component of the most preferred ADR, a work one before others.
 */
function readVcard(lines: readonly string[]): BadgeFields {
  const properties = lines.map(parseProperty).filter((p): p is Property => p !== null);
  const all = (name: string) => properties.filter((p) => p.name === name);
  // A badge system's FN can be its registration id or the visitor's address; N is better then.
  const fullName = all('FN')
    .map((p) => unescape(p.value))
    .find((value) => nameIn(cleanLine(value)) !== null);
  const n = all('N')[0];
  const parts = n ? splitUnescaped(n.value, ';') : [];
  const name =
    fullName ??
    personName({
      family: component(parts[0], ' '),
      given: component(parts[1], ' '),
      additional: component(parts[2], ' '),
      prefix: component(parts[3], ' '),
      suffix: component(parts[4], ' '),
    });
  const company = all('ORG')
    .map((p) => unescape(splitUnescaped(p.value, ';')[0]!))
    .find((value) => cleanLine(value) !== '');
  const email = best(
    all('EMAIL'),
    (p) => emailIn(cleanLine(unescape(p.value))),
    () => 0,
  );
  const phone = best(
    all('TEL').filter((p) => !['fax', 'pager', 'modem'].some((type) => types(p).includes(type))),
    (p) => phoneIn(cleanLine(unescape(p.value))),
    phoneRank,
  );
  const country = best(
    all('ADR'),
    (p) => cleanLine(component(splitUnescaped(p.value, ';')[6], ', ')) || null,
    (p) => (types(p).includes('work') ? 0 : 1),
  );
  return { name, company, email: email ?? undefined, phone: phone ?? undefined, country: country ?? undefined };
}

const types = (p: Property) => p.params.get('TYPE') ?? [];

/** Among phones of equal preference: a mobile first, then a work line, then any other. */
function phoneRank(p: Property): number {
  if (types(p).some((type) => type === 'cell' || type === 'mobile' || type === 'iphone')) return 0;
  return types(p).includes('work') ? 1 : 2;
}

/** How preferred a property is, lower first: PREF=1…100, TYPE=pref or a bare PREF as 1, none 101. */
function preference(p: Property): number {
  const pref = Number(p.params.get('PREF')?.[0]);
  if (Number.isInteger(pref) && pref >= 1 && pref <= 100) return pref;
  return types(p).includes('pref') ? 1 : 101;
}

/** The usable value (`read` gives null if not) of the most preferred property, then by `rank`, then the first. */
function best(properties: Property[], read: (p: Property) => string | null, rank: (p: Property) => number) {
  let chosen: { value: string; pref: number; rank: number } | null = null;
  for (const p of properties) {
    const value = read(p);
    if (value === null) continue;
    const candidate = { value, pref: preference(p), rank: rank(p) };
    if (!chosen || candidate.pref < chosen.pref || (candidate.pref === chosen.pref && candidate.rank < chosen.rank))
      chosen = candidate;
  }
  return chosen?.value ?? null;
}

/**
 * The first vCard's content lines, unfolded: a line break followed by a space or tab joins the
 * lines (the space or tab dropped, but kept in 2.1); in a quoted-printable value (2.1), a line
 * ending in `=` goes on in the next line, unless that line ends the card. Each line is read as UTF-8 again if it came as bytes (see asUtf8).
 */
function vcardLines(source: string): string[] | null {
  const lines = source.split('\n');
  // A byte-order mark before it, as U+FEFF or as its UTF-8 bytes read one per character.
  const begin = lines.findIndex((line) => /^[ \t\uFEFF]*(?:\u00EF\u00BB\u00BF)?BEGIN:VCARD[ \t]*$/i.test(line));
  if (begin < 0) return null;
  // vCard 2.1 folds at a space that belongs to the value (RFC 2425's rule came with 3.0).
  const version = lines.slice(begin + 1).find((line) => /^VERSION:/i.test(line));
  const keepFoldSpace = /^VERSION:\s*2\.1\s*$/i.test(version ?? '');
  const logical: string[] = [];
  let parts: string[] = [];
  let quotedPrintable = false;
  const flush = () => {
    if (parts.length > 0) logical.push(asUtf8(parts.join('')));
    parts = [];
  };
  for (const line of lines.slice(begin + 1)) {
    const last = parts[parts.length - 1];
    const end = /^END:VCARD[ \t]*$/i.test(line);
    if (last !== undefined && quotedPrintable && last.endsWith('=') && !end) {
      parts[parts.length - 1] = last.slice(0, -1);
      parts.push(line);
    } else if (last !== undefined && (line.startsWith(' ') || line.startsWith('\t'))) {
      parts.push(keepFoldSpace ? line : line.slice(1));
    } else {
      flush();
      if (end) break;
      parts.push(line);
      const colon = line.indexOf(':');
      quotedPrintable = /quoted-printable/i.test(colon < 0 ? line : line.slice(0, colon));
    }
  }
  flush();
  return logical;
}

/** The properties the card uses; the rest (PHOTO, NOTE, URL…) are not decoded at all. */
const WANTED = new Set(['FN', 'N', 'ORG', 'EMAIL', 'TEL', 'ADR']);

/**
 * One content line: `group.NAME;param=value;…:value`. The name's group (`item1.`) dropped, the
 * parameters' names in upper case, a 2.1 bare parameter (`TEL;CELL:`) taken as a TYPE, and a
 * quoted-printable value decoded in its CHARSET (UTF-8 if none is given or it is unknown).
 */
function parseProperty(line: string): Property | null {
  let colon = -1;
  let quoted = false;
  for (let i = 0; i < line.length && colon < 0; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) colon = i;
  }
  if (colon < 0) return null;
  const [fullName = '', ...rawParams] = line.slice(0, colon).split(';');
  const name = fullName
    .slice(fullName.lastIndexOf('.') + 1)
    .trim()
    .toUpperCase();
  if (!WANTED.has(name)) return null;
  const params = new Map<string, string[]>();
  // Pushed onto the list in place: copying it for each parameter made `TEL;a;a;a…` quadratic.
  const add = (key: string, values: string[]) => {
    const list = params.get(key);
    if (list) list.push(...values);
    else params.set(key, values);
  };
  for (const raw of rawParams) {
    const equals = raw.indexOf('=');
    const values = (equals < 0 ? raw : raw.slice(equals + 1))
      .replace(/"/g, '')
      .split(',')
      .map((value) => value.trim().toLowerCase());
    if (equals >= 0) add(raw.slice(0, equals).trim().toUpperCase(), values);
    else add(ENCODINGS.has(values[0]!) ? 'ENCODING' : 'TYPE', values);
  }
  const encoding = params.get('ENCODING')?.[0];
  if (encoding === 'base64' || encoding === 'b') return null;
  const raw = line.slice(colon + 1);
  const value = encoding === 'quoted-printable' ? quotedPrintable(raw, params.get('CHARSET')?.[0]) : raw;
  return { name, params, value };
}

/** A quoted-printable value (`=C3=A9`) as text, its bytes read in `charset`. */
function quotedPrintable(raw: string, charset = 'utf-8'): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === '=' ? raw.slice(i + 1, i + 3) : '';
    // A soft line break with nothing after it: the card ended there.
    if (raw[i] === '=' && i === raw.length - 1) break;
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = raw.codePointAt(i)!;
      if (code < 0x80) bytes.push(code);
      else bytes.push(...encoder.encode(String.fromCodePoint(code)));
      if (code > 0xffff) i++;
    }
  }
  const decoder = (() => {
    try {
      return new TextDecoder(charset);
    } catch {
      return new TextDecoder();
    }
  })();
  return decoder.decode(Uint8Array.from(bytes));
}

// ---------------------------------------------------------------------------------------------
// MeCard, BIZCARD, MATMSG, mailto

/** `KEY:value` fields between unescaped semicolons, the keys upper case, the values still escaped. */
function codeFields(body: string): [key: string, raw: string][] {
  return splitUnescaped(body, ';').flatMap((field): [string, string][] => {
    const colon = field.indexOf(':');
    return colon < 0 ? [] : [[field.slice(0, colon).trim().toUpperCase(), field.slice(colon + 1)]];
  });
}

/** The first field named `key` whose value `read` takes. */
function first(fields: [string, string][], key: string, read: (value: string) => string | null = (v) => v) {
  for (const [name, raw] of fields) {
    const value = name === key ? read(cleanLine(unescape(raw))) : null;
    if (value) return value;
  }
  return undefined;
}

/**
 * A MeCard (NTT docomo's format, used by many badge systems): N is "Family,Given"; ADR is seven
 * comma-separated parts like vCard's (post box … country), and gives a country only when it has
 * all seven: a free-form address's last part is often a city.
 */
function readMecard(body: string): BadgeFields {
  const fields = codeFields(body);
  const n = fields.find(([key]) => key === 'N');
  const [family = '', given = ''] = n ? splitUnescaped(n[1], ',').map(unescape) : [];
  const address = fields.find(([key]) => key === 'ADR');
  const parts = address ? splitUnescaped(address[1], ',') : [];
  return {
    name: personName({ family, given }),
    company: first(fields, 'ORG'),
    email: first(fields, 'EMAIL', emailIn),
    phone: first(fields, 'TEL', phoneIn),
    country: parts.length === 7 ? unescape(parts[6]!) : undefined,
  };
}

/** A BIZCARD: N the given name, X the family name, C the company, M a mobile, B a work phone, E the e-mail. */
function readBizcard(body: string): BadgeFields {
  const fields = codeFields(body);
  return {
    name: personName({ family: first(fields, 'X') ?? '', given: first(fields, 'N') ?? '' }),
    company: first(fields, 'C'),
    email: first(fields, 'E', emailIn),
    phone: first(fields, 'M', phoneIn) ?? first(fields, 'B', phoneIn),
  };
}

/** A "write an e-mail" code (MATMSG:TO:…;SUB:…;BODY:…;;): its addressee. */
function readMatmsg(body: string): BadgeFields {
  return { email: first(codeFields(body), 'TO', emailIn) };
}

/** The first usable address of a `mailto:` link (after the scheme), percent-decoded. */
function mailtoAddress(rest: string): string | undefined {
  const to = rest.split('?')[0]!;
  let decoded = to;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    // A stray % in the link: the address is taken as written.
  }
  return decoded.split(',').find((address) => emailIn(address.trim()) !== null);
}

// ---------------------------------------------------------------------------------------------
// Plain text

type Field = keyof BadgeFields;
/** What a label names: a field, or a part of the name that a badge labels apart. */
type Label = Field | 'given' | 'family';

/**
 * Labels a badge's text puts before a field (`Email: …`), folded (lower case, no accents). A Map,
 * so a line such as `constructor: …` finds no label among an object's built-in names. Not taken:
 * visitor, attendee, visitante, visiteur, visitant (badges put a registration id or a badge type
 * under them: `Visitor: VIP`), and firma (in Spanish and Catalan a signature, not a firm).
 */
const LABELS: ReadonlyMap<string, Label> = new Map([
  ...labels('name', ['name', 'full name', 'nombre', 'nombre completo', 'nombre y apellidos', 'nom', 'nom complet']),
  ...labels('name', ['nom i cognoms', 'nom et prenom', 'prenom nom']),
  ...labels('given', ['first name', 'given name', 'prenom']),
  ...labels('family', ['last name', 'surname', 'family name', 'apellidos', 'apellido', 'cognoms', 'cognom']),
  ...labels('company', ['company', 'organisation', 'organization', 'org', 'empresa', 'compania', 'entreprise']),
  ...labels('company', ['societe', 'firm', 'business']),
  ...labels('email', ['email', 'e-mail', 'e mail', 'mail', 'correo', 'correo electronico', 'correu']),
  ...labels('email', ['correu electronic', 'courriel', 'adresse e-mail', 'adresse email']),
  ...labels('phone', ['phone', 'telephone', 'tel', 'mobile', 'mobile phone', 'cell', 'mob', 'telefono', 'movil']),
  ...labels('phone', ['telefon', 'mobil', 'portable', 'tlf', 'tfno', 'telf', 'telef']),
  ...labels('country', ['country', 'pais', 'pays']),
]);

function labels(label: Label, words: readonly string[]): [string, Label][] {
  return words.map((word) => [word, label]);
}

/** Lower case, accents gone, spaces collapsed, a closing full stop dropped: "Teléf." → "telef". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');

/** A line's words folded, without punctuation: "Tèxtil Vidal S.A." → textil, vidal, s, a. */
const words = (line: string) =>
  fold(line)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** What ends an address in running text: spaces, brackets, quotes, commas, semicolons, colons (also full-width). */
const AROUND_ADDRESS = /[\s<>()[\]{}"',;:：]+/;

/**
 * Plain text, read conservatively (a wrong value in a lead is worse than none: the rep has the
 * badge in hand and types what is missing):
 * - labelled lines (`Company: Acme`, `Teléfono: …`, in the site's languages) give their field;
 *   a given name and a family name labelled apart (`Nombre:` + `Apellidos:`, `Prénom :` +
 *   `Nom :`) make one name;
 * - the e-mail: a labelled one, else the first usable address anywhere;
 * - with an e-mail found (the text is a contact's, then), two clear cases more: a line as the
 *   company when whole words of it spell the address's domain name ("Tèxtil Vidal S.A." for
 *   marc@textil-vidal.cat) and it is not the person's own line (a word of it in the address
 *   before the @: "Ana Garcia" for ana@garcia.es); a line that is only an international number
 *   (+34 …) as the phone.
 * No unlabelled line is taken as the name: the line above an address is a job title, a
 * department, a fair, a badge type or a hall ("Pabellón Central") as often as a name, and no
 * rule on the line alone tells them apart.
 * Without an e-mail or a label, nothing: a registration id, a URL or a sentence.
 */
function readPlainText(body: string): BadgeFields {
  const lines = body
    .split('\n')
    .map(cleanLine)
    .filter((line) => line !== '');
  const labelled = new Map<Label, string>();
  const unlabelled: string[] = [];
  for (const line of lines) {
    const colon = line.search(/[:：]/);
    const label = colon > 0 && colon <= 30 ? LABELS.get(fold(line.slice(0, colon))) : undefined;
    const value = label ? line.slice(colon + 1).trim() : '';
    if (label && value && !labelled.has(label)) labelled.set(label, value);
    else if (!label) unlabelled.push(line);
  }
  const found: BadgeFields = {
    name: fullName(labelled.get('name'), labelled.get('given'), labelled.get('family')),
    company: labelled.get('company'),
    email: emailIn(labelled.get('email') ?? '') ?? firstAddress(lines),
    phone: labelled.get('phone'),
    country: labelled.get('country'),
  };
  if (!found.email) return found;
  const domain = domainName(found.email);
  const own = new Set(words(found.email.slice(0, found.email.lastIndexOf('@'))));
  const plain = unlabelled.filter((line) => !line.includes('@') && !/[/:]|^www\./i.test(line));
  found.company ??= domain
    ? plain.find((line) => spells(words(line), domain) && !words(line).some((word) => own.has(word)))
    : undefined;
  found.phone ??= unlabelled.find((line) => line.startsWith('+') && phoneIn(line) !== null);
  return found;
}

/**
 * One name from labelled parts: with a family name, the given name (or the name label's value,
 * `Nombre:` beside `Apellidos:`) before it; with only a given name, the name label's value after
 * it (`Prénom :` beside `Nom :`).
 */
function fullName(name?: string, given?: string, family?: string): string | undefined {
  const parts = family ? [given ?? name, family] : [given, name];
  return parts.filter(Boolean).join(' ') || undefined;
}

/** True when a run of whole words, joined, is the domain name: "acme", "textiles" spell acme-textiles. */
function spells(lineWords: readonly string[], domain: string): boolean {
  const target = domain.replace(/-/g, '');
  for (let i = 0; i < lineWords.length; i++) {
    let joined = '';
    // Bounded by the domain name's length (at most 63), so the line is read in linear time.
    for (let j = i; j < lineWords.length && joined.length < target.length; j++) {
      joined += lineWords[j];
      if (joined === target) return true;
    }
  }
  return false;
}

/** The first usable e-mail address in the lines (a `mailto:` or a label before it dropped). */
function firstAddress(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    if (!line.includes('@')) continue;
    for (const token of line.split(AROUND_ADDRESS)) {
      // Longer tokens are no address; skipped before the regex, whose `$` would make a run of
      // full stops quadratic.
      if (token.length > EMAIL_MAX_LENGTH + 8 || !token.includes('@')) continue;
      const address = emailIn(token.replace(/[.]+$/, ''));
      if (address) return address;
    }
  }
  return undefined;
}

/** Second-level names under which a country's companies register (acme.co.uk, acme.com.es). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'gob', 'edu', 'ac']);

/**
 * An address's organisation name as written ("acme-textiles" for ana@mail.acme-textiles.co.uk),
 * or null when shorter than four letters: a short name ("art") is found inside too many words.
 */
function domainName(email: string): string | null {
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .split('.');
  let i = labels.length - 2;
  if (labels.length >= 3 && SECOND_LEVEL.has(labels[i]!) && labels[labels.length - 1]!.length === 2) i--;
  const name = labels[i] ?? '';
  return name.replace(/-/g, '').length >= 4 ? name : null;
}
