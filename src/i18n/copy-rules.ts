import { LANGUAGES, isLang, type Lang } from './languages';

/**
 * Rules the texts in locales/ keep, as pure functions over strings: the glossary's avoided
 * variants (locales/GLOSSARY.md), French no-break spacing, and one way of stating the reply time.
 * app/locales-copy.test.ts applies them to every file.
 */

/** Every string in a parsed locale file, by dotted key. */
export function flattenTexts(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) flattenTexts(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

export interface Avoided {
  /** As written in the glossary, e.g. `nuancier` or `/\bcolor/`. */
  source: string;
  pattern: RegExp;
}

export interface GlossaryEntry {
  lang: Lang;
  concept: string;
  term: string;
  avoid: Avoided[];
}

// A word or phrase is matched whole: not inside a longer word, nor glued to one by a hyphen.
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}-])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}-])';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `\b` in JavaScript knows only ASCII letters: "découpons" would hold a word "coupons". */
const WORD_EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

function avoided(source: string): Avoided {
  const regex = /^\/(.+)\/$/.exec(source);
  const pattern = regex
    ? new RegExp(regex[1]!.replace(/\\b/g, WORD_EDGE), 'iu')
    : new RegExp(EDGE_BEFORE + escapeRegExp(source).replace(/ /g, '\\s+') + EDGE_AFTER, 'iu');
  return { source, pattern };
}

/** A table row's cells; `\|` is a bar inside a cell. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/\\\|/g, '|').trim());

/**
 * The glossary's tables: under each `## xx` heading (a language code), the rows
 * | Concept | Term | Avoid | Note |, where Avoid holds `words` and `/regular expressions/`.
 */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let lang: Lang | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(\S+)/.exec(line);
    if (heading) lang = isLang(heading[1]) ? heading[1] : null;
    if (!lang || !line.startsWith('|')) continue;
    const [concept = '', term = '', avoid = ''] = cells(line);
    if (concept === 'Concept' || /^-+$/.test(concept)) continue;
    const sources = [...avoid.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    entries.push({ lang, concept, term, avoid: sources.map(avoided) });
  }
  return entries;
}

/** The avoided variants a text uses, each with the words that matched. */
export function avoidedIn(text: string, entries: readonly GlossaryEntry[]) {
  return entries.flatMap((entry) =>
    entry.avoid.flatMap((variant) => {
      const match = variant.pattern.exec(text);
      return match ? [{ entry, variant, found: match[0] }] : [];
    }),
  );
}

const NO_BREAK = new Set(['\u00a0', '\u202f']);
/** Spans French spacing rules leave alone: placeholders, URLs and times such as 07:00. */
const UNTOUCHED = /{{\s*\w+\s*}}|\bhttps?:\/\/\S+|\b\d{1,2}:\d{2}\b/g;

/**
 * Where a French text breaks its typography: `: ; ? !` and `»` must follow a no-break space
 * (U+00A0 or U+202F), and `«` must be followed by one. Returns an excerpt around each fault.
 */
export function frenchSpacingFaults(text: string): string[] {
  const masked = text.replace(UNTOUCHED, (span) => '\u0000'.repeat(span.length));
  const faults: string[] = [];
  for (const match of masked.matchAll(/[:;?!»«]/g)) {
    const at = match.index;
    const neighbour = match[0] === '«' ? masked[at + 1] : masked[at - 1];
    if (!NO_BREAK.has(neighbour ?? '')) faults.push(text.slice(Math.max(0, at - 12), at + 2));
  }
  return faults;
}

/** How each language speaks of replying. */
const REPLY_WORDS: Record<Lang, RegExp> = {
  es: /respond|respuest|contest/i,
  ca: /respon|respost|contest/i,
  en: /\brepl|\banswer|\brespon|come back|get back/i,
  fr: /répon|revenons vers vous/i,
};

/**
 * A number of hours: a figure or a placeholder, then the unit, after a space of any kind (the
 * French no-break ones too), a hyphen ("24-hour") or nothing ("24h"), the unit in full or
 * abbreviated. A clock time (07:00 h) is not one.
 */
const hoursSpan = (units: string, after = '') =>
  `(?<![\\d:])(?:\\d+|\\{\\{\\s*\\w+\\s*\\}\\})(?:\\s+|-)?(?:${units})(?:${after})?(?![\\p{L}\\p{N}])`;

/** A span of hours or of working days, as each language writes it. */
const SPANS: Record<Lang, RegExp> = {
  es: new RegExp(`${hoursSpan('horas?|hrs?|h', '\\s+laborables')}|\\bd[ií]as?\\s+laborables?`, 'giu'),
  ca: new RegExp(`${hoursSpan('hores?|h', '\\s+laborables')}|\\bdi(?:a|es)\\s+laborables?`, 'giu'),
  en: new RegExp(
    `(?<![\\d:])(?:\\d+|\\{\\{\\s*\\w+\\s*\\}\\})(?:\\s+|-)?(?:working\\s+|business\\s+)?(?:hours?|hrs?|h)(?![\\p{L}\\p{N}])|\\bworking\\s+days?|\\bbusiness\\s+days?`,
    'giu',
  ),
  fr: new RegExp(
    `${hoursSpan('heures?|h', '\\s+ouvrées|\\s+ouvrables')}|\\bjours?\\s+ouvr[ée]s?|\\bjours?\\s+ouvrables?`,
    'giu',
  ),
};

/**
 * The words that make a span of hours a promise even where the reply is not named ("hear from
 * us within 24 hours"), said right before it.
 */
const WITHIN: Record<Lang, RegExp> = {
  es: /(?:\ben(?:\s+menos\s+de)?|\bdentro\s+de(?:\s+las)?|\bantes\s+de(?:\s+las)?)\s+$/iu,
  ca: /(?:\ben(?:\s+menys\s+de)?|\bdins\s+de(?:\s+les)?|\babans\s+de(?:\s+les)?)\s+$/iu,
  en: /(?:\bwithin|\bin(?:\s+under|\s+less\s+than)?|\bunder)(?:\s+an?|\s+the)?\s+$/iu,
  fr: /(?:\bsous|\ben(?:\s+moins\s+de)?|\bdans\s+les)\s+$/iu,
};

/** The one way of stating the promise: the placeholder, a space (no-break in French), the unit. */
const PROMISE: Record<Lang, RegExp> = {
  es: /^\{\{replyHours\}\}\s+horas$/u,
  ca: /^\{\{replyHours\}\}\s+hores$/u,
  en: /^\{\{replyHours\}\}\s+hours$/u,
  fr: /^\{\{replyHours\}\}\s+heures$/u,
};

/** The spans of a text that state a reply time: in a text about replying, or right after "within". */
function replySpans(text: string, lang: Lang): string[] {
  const aboutReplying = REPLY_WORDS[lang].test(text);
  return [...text.matchAll(SPANS[lang])]
    .filter((m) => aboutReplying || WITHIN[lang].test(text.slice(Math.max(0, m.index - 40), m.index)))
    .map((m) => m[0]);
}

/**
 * A text that promises a reply within some hours or working days must say it as the one
 * promise, `{{replyHours}} hours`, filled in from COMPANY.replyWithinHours. Returns the spans
 * said any other way ("24 hours", "24\u00a0h", "24-hour", "24 working hours", "one working day").
 */
export function replyTimeFaults(text: string, lang: Lang): string[] {
  return replySpans(text, lang).filter((span) => !PROMISE[lang].test(span));
}

/** Values shared by more than one id, with the ids that share them. */
export function sharedValues(byId: ReadonlyMap<string, string>): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const [id, value] of byId) ids.set(value, [...(ids.get(value) ?? []), id]);
  return new Map([...ids].filter(([, owners]) => owners.length > 1));
}

/**
 * The reply promise (SPEC §9: a reply within {{replyHours}} hours) counts working days only: the
 * workshop is closed from Friday 14:00 to Monday 07:00. Each language's one way of saying so
 * (locales/GLOSSARY.md), which the sentence stating the promise must carry: the hours are
 * *counted* Monday to Friday. A bare "Monday to Friday" after the promise (a heading had it)
 * reads as the days on which replies are sent, which says nothing of an enquiry sent on Friday
 * afternoon, the one a reader wonders about.
 */
export const WORKING_DAYS: Record<Lang, RegExp> = {
  es: /\bcontadas de lunes a viernes/i,
  ca: /\bcomptades de dilluns a divendres/i,
  en: /\bcounted Monday to Friday/,
  fr: /\bcomptées du lundi au vendredi/i,
};

/**
 * A quote, a price, a lead time or a proposal, under each of the names a reader would take for
 * one (a quote is also an estimate, a quotation, a rate, a cost…): what the reply within that
 * time is not, since they need the fabric first. `\b` here is JavaScript's, which ends a word at
 * an accented letter: it is used only before words that start with an unaccented one.
 */
const QUOTE_WORDS: Record<Lang, RegExp> = {
  es: /presupuest|cotizaci|\bprecio|\btarifa|\bcoste?s?\b|\bcosto|\bplazo|propuesta|\boferta/i,
  ca: /pressupost|cotitzaci|\bpreu|\btarifa|\bcost(?:os)?\b|\btermini|proposta|\boferta/i,
  en: /\bquot(?:e|es|ation)\b|\bestimate|\bpric(?:e|es|ing)\b|\brates?\b|\bcosts?\b|lead time|delivery time|proposal|\boffer\b/i,
  fr: /devis|cotation|\bprix\b|\btarif|coût|délai|proposition|\boffre\b/i,
};
/** Saying that one will be made: "we will propose" (a format, a price). */
const PROPOSING: Record<Lang, RegExp> = {
  es: /propondremos|proponemos/i,
  ca: /proposarem|proposem/i,
  en: /\bpropose/i,
  fr: /proposerons|proposons/i,
};

/** Forbidden in the sentence that states the promise: a quote, under any name, or proposing one. */
export const NOT_WITHIN_THE_REPLY: Record<Lang, RegExp> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, new RegExp(`${QUOTE_WORDS[lang].source}|${PROPOSING[lang].source}`, 'i')]),
) as Record<Lang, RegExp>;

/**
 * What sets a quote after the reply: once (when, after) the fabric has been seen. A sentence
 * beside the promise that names a quote must say so, or a reader takes the two together.
 */
const LATER: Record<Lang, RegExp> = {
  es: /\bcuando\b|\buna vez\b|\bdespués de\b|\btras\b/i,
  ca: /\bquan\b|\bun cop\b|\buna vegada\b|\bdesprés d/i,
  en: /\bonce\b|\bwhen\b|\bafter\b/i,
  fr: /\bune fois\b|\bquand\b|\blorsqu|\baprès\b|\bdès que\b/i,
};

/**
 * Abbreviations a full stop ends without ending the sentence ("e.g.", "p. ex.", a company's
 * "S.L."), as the text before a possible sentence end closes with them.
 */
const ABBREVIATION_AT_END =
  /(?:^|[\s(])(?:e\.g|i\.e|p\.\s?ej|p\.\s?ex|p|S\.L(?:\.U)?|S\.A|S\.C\.P|núm|n\.º|aprox|approx|env|cf|vs|etc|Sr|Sra|Dr|Mme|M)\.$/u;

/** The sentences of a text (up to . ? ! or a line end, never an abbreviation's stop), as written. */
function sentences(text: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (const end of text.matchAll(/(?<=[.?!])\s+|\n/g)) {
    const sentence = text.slice(start, end.index);
    if (!end[0].includes('\n') && ABBREVIATION_AT_END.test(sentence)) continue;
    found.push(sentence);
    start = end.index + end[0].length;
  }
  found.push(text.slice(start));
  return found.filter(Boolean);
}

/**
 * Faults of a sentence stating the reply promise: one that does not say it counts working days,
 * one that promises a quote, a price, a lead time or a proposal within that time, and a sentence
 * right before or after it that names a quote, a price or a lead time without setting it later
 * (a reader takes the two together: "We prepare a quote. We reply within 24 hours."). Returns
 * the sentence, marked with what is wrong with it.
 */
export function replyPromiseFaults(text: string, lang: Lang): string[] {
  const all = sentences(text);
  const promising = all.map((sentence) => replySpans(sentence, lang).some((span) => span.startsWith('{{replyHours}}')));
  const beside = new Set(
    promising.flatMap((promises, index) => (promises ? [index - 1, index + 1] : [])).filter((i) => !promising[i]),
  );
  return all.flatMap((sentence, index) => {
    if (promising[index])
      return [
        ...(WORKING_DAYS[lang].test(sentence) ? [] : [`no working days: ${sentence}`]),
        ...(NOT_WITHIN_THE_REPLY[lang].test(sentence) ? [`more than a reply: ${sentence}`] : []),
      ];
    if (beside.has(index) && QUOTE_WORDS[lang].test(sentence) && !LATER[lang].test(sentence))
      return [`more than a reply, beside it: ${sentence}`];
    return [];
  });
}

/** Languages whose texts write the apostrophe as typographers do (’), never the typewriter's ('). */
export const CURLY_APOSTROPHE_LANGS: readonly Lang[] = ['en', 'fr'];

/**
 * Typewriter marks a text should not use: three dots for the ellipsis (…), in every language,
 * and, in `CURLY_APOSTROPHE_LANGS`, a straight apostrophe (’ beside the curly quotes). URLs and
 * placeholders are left alone. Returns an excerpt around each.
 */
export function typewriterMarks(text: string, lang: Lang): string[] {
  const masked = text.replace(/{{[^}]*}}|\bhttps?:\/\/\S+/g, (span) => '\u0000'.repeat(span.length));
  const marks = CURLY_APOSTROPHE_LANGS.includes(lang) ? /\.\.\.|'/g : /\.\.\./g;
  return [...masked.matchAll(marks)].map((m) => text.slice(Math.max(0, m.index - 12), m.index + 4));
}

/**
 * The texts of buttons and calls to action, by the last part of their key: `…cta`, `…Button`,
 * a card's or section's `link`, the contact tiles (call, email), and the controls the app draws
 * (menus, notices, the outbox, the carousel, the share sheet, the map, the cookie banner, the
 * form's send button).
 */
export const CONTROL_KEY =
  /(?:^|\.)(?:cta|\w+Cta|button|\w+Button|link|scrollCue|openMenu|closeMenu|reload|dismiss|retry|showText|sendNow|copy|mail|remove|removeNo|clearSent|close|enlarge|pause|play|native|showMap|openMap|backToServices|switch|stay|customize|reject|acceptAll|rejectAll|save|cookieSettings|idle|\w+Dismiss)$|^common:notFound\.home$|^(?:contact|location):(?:hero|tiles)\.(?:call|email)$/;

/**
 * One form for every button and call to action in each language (locales/GLOSSARY.md): the
 * infinitive in Spanish and French (_Pedir presupuesto_, _Demander un devis_), never the
 * _usted_ or _vous_ imperative of running text (_Descubra_, _Parlez-nous_); the second-person
 * singular imperative in Catalan (_Demana pressupost_), never the infinitive. English has one
 * form. Each test reads the label's first word (French allows _tout_ or _en_ before it:
 * _Tout accepter_, _En savoir plus_, and an object pronoun: _le retirer_); a label that says a
 * fact and then, after a colon, what the button does (_Ja l'he copiat: treu-lo_) is read from its
 * action. A Catalan infinitive with a pronoun joined to it (_treure'l_, _enviar-lo_) is one too.
 */
const CONTROL_FORM: Partial<Record<Lang, { form: string; test: (firstWords: string) => boolean }>> = {
  es: {
    form: 'infinitive',
    test: (words) => /^\p{L}+(?:ar|er|ir|ír)(?:nos|lo|la|los|las|le|les|se)?$/iu.test(words.split(/\s/)[0]!),
  },
  fr: {
    form: 'infinitive',
    test: (words) => /^(?:(?:tout|en|le|la|les)\s+|[lm][’'])?\p{L}+(?:er|ir|re|oir)(?:\s|$)/iu.test(words),
  },
  ca: { form: 'imperative', test: (words) => !/^\p{L}+(?:ar|er|ir|ndre|ure)(?:\s|$|['’-])/iu.test(words) },
};

/** Whether a control's label breaks its language's one form; returns the form it should take. */
export function controlFormFault(text: string, lang: Lang): string | null {
  const rule = CONTROL_FORM[lang];
  const action = text
    .split(/\s*:\s*/)
    .pop()!
    .trim();
  if (!rule || rule.test(action)) return null;
  return `not the ${rule.form}: ${text}`;
}

/**
 * Service names (common:serviceNames) capitalised inside a sentence: after a lower-case word,
 * a comma or a semicolon ("Presupuesto de Cartas de colores"), where they are ordinary words; and
 * a `{{service}}` placeholder there without `, lowercase`. A name that opens a sentence or a
 * label, or follows a colon, stands as a name. Returns each, with the word before it.
 */
export function capitalisedNameFaults(text: string, names: readonly string[]): string[] {
  const before = '(?<=[\\p{Ll}\\p{N},;)]\\s+)';
  const faults = names.flatMap((name) => {
    if (name.charAt(0) === name.charAt(0).toLowerCase()) return [];
    const pattern = new RegExp(`\\S+\\s+${before}${escapeRegExp(name)}(?![\\p{L}])`, 'gu');
    return [...text.matchAll(pattern)].map((m) => m[0]);
  });
  const placeholder = [...text.matchAll(new RegExp(`\\S+\\s+${before}\\{\\{\\s*service\\s*\\}\\}`, 'gu'))].map(
    (m) => m[0],
  );
  return [...faults, ...placeholder];
}
