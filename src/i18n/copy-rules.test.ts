import { describe, expect, it } from 'vitest';
import type { Lang } from './languages';
import {
  avoidedIn,
  capitalisedNameFaults,
  controlFormFault,
  flattenTexts,
  frenchSpacingFaults,
  parseGlossary,
  replyPromiseFaults,
  replyTimeFaults,
  sharedValues,
} from './copy-rules';

const GLOSSARY = `
# Glossary
| Concept | Term | Avoid | Note |
|---|---|---|---|
| ignored | rows before a language heading | \`anything\` | |

## fr — Français
| Concept | Term | Avoid | Note |
|---|---|---|---|
| colour card | carte couleurs | \`nuancier\`, \`carte de coloris\` | As in the URL. |
| cutting | cutting | \`/(?<!\\bnous (?:les \\|le )?)\\bcoupons\\b/\` | A bar in a cell: \\| |

## en — English
| Concept | Term | Avoid | Note |
|---|---|---|---|
| email | email | \`e-mail\` | |
| book | swatch book | | |
`;

describe('parseGlossary', () => {
  const entries = parseGlossary(GLOSSARY);

  it('reads the rows under each language heading, and only those', () => {
    expect(entries.map((e) => `${e.lang} ${e.concept}: ${e.term}`)).toEqual([
      'fr colour card: carte couleurs',
      'fr cutting: cutting',
      'en email: email',
      'en book: swatch book',
    ]);
  });

  it('reads words and /regular expressions/, with \\| as a bar inside a cell', () => {
    expect(entries[0]!.avoid.map((a) => a.source)).toEqual(['nuancier', 'carte de coloris']);
    expect(entries[1]!.avoid[0]!.source).toBe('/(?<!\\bnous (?:les |le )?)\\bcoupons\\b/');
    expect(entries[3]!.avoid).toEqual([]);
  });

  it('matches a word whole and regardless of case, never inside a longer word', () => {
    const fr = entries.filter((e) => e.lang === 'fr');
    expect(avoidedIn('Un Nuancier de lin', fr).map((hit) => hit.found)).toEqual(['Nuancier']);
    expect(avoidedIn('Des cartes de coloris', fr)).toEqual([]);
    expect(avoidedIn('Une carte de\u00a0coloris', fr).map((hit) => hit.variant.source)).toEqual(['carte de coloris']);
    expect(avoidedIn('Des nuanciers', fr)).toEqual([]);
  });

  it('applies regular expressions as written', () => {
    const fr = entries.filter((e) => e.lang === 'fr');
    expect(avoidedIn('Les coupons de tissu', fr)).toHaveLength(1);
    expect(avoidedIn('Nous les coupons aux ciseaux', fr)).toEqual([]);
  });

  it('reads \\b in a regular expression as a word edge that knows accented letters', () => {
    const fr = entries.filter((e) => e.lang === 'fr');
    expect(avoidedIn('Nous imprimons et découpons', fr)).toEqual([]);
    expect(avoidedIn('Des coupons étiquetés', fr)).toHaveLength(1);
  });

  it('does not take a hyphenated word for the word it contains', () => {
    const en = entries.filter((e) => e.lang === 'en');
    expect(avoidedIn('Send us an e-mail', en)).toHaveLength(1);
    expect(avoidedIn('Send us an email or a re-e-mailed file', en)).toHaveLength(0);
  });
});

describe('frenchSpacingFaults', () => {
  it('accepts a no-break space (U+00A0 or U+202F) before : ; ? ! and inside « »', () => {
    expect(frenchSpacingFaults('Langue\u00a0: français\u202f; vraiment\u202f? Oui\u202f! «\u202fici\u202f»')).toEqual(
      [],
    );
  });

  it('finds an ordinary space, or none, before a high sign', () => {
    expect(frenchSpacingFaults('Langue : français')).toEqual(['Langue : ']);
    expect(frenchSpacingFaults('Prêt ?')).toHaveLength(1);
    expect(frenchSpacingFaults('Prêt!')).toHaveLength(1);
    expect(frenchSpacingFaults('a ; b')).toHaveLength(1);
  });

  it('finds an ordinary space inside guillemets', () => {
    expect(frenchSpacingFaults('le lien « Paramètres » en bas')).toHaveLength(2);
  });

  it('leaves times, URLs and placeholders alone', () => {
    expect(frenchSpacingFaults('de 07:00 à 15:00, https://www.example.com/?a=1, {{count}}')).toEqual([]);
    expect(frenchSpacingFaults('{{service}}: détail')).toHaveLength(1);
  });
});

describe('replyTimeFaults', () => {
  it('accepts the one promise, {{replyHours}} hours', () => {
    expect(replyTimeFaults('Nous vous répondons sous {{replyHours}}\u00a0heures.', 'fr')).toEqual([]);
    expect(replyTimeFaults('We reply within {{replyHours}} hours.', 'en')).toEqual([]);
  });

  it('finds a reply time written by hand, in working hours or in working days', () => {
    expect(replyTimeFaults('Respuesta en 24 horas', 'es')).toEqual(['24 horas']);
    expect(replyTimeFaults('we reply within 24 working hours', 'en')).toEqual(['24 working hours']);
    expect(replyTimeFaults('us respondrem el dia laborable següent', 'ca')).toEqual(['dia laborable']);
    expect(replyTimeFaults("nous répondons en moins d'un jour ouvré", 'fr')).toEqual(['jour ouvré']);
    expect(replyTimeFaults('We reply within {{hours}} hours', 'en')).toEqual(['{{hours}} hours']);
  });

  it('ignores spans of hours that are not a reply time', () => {
    expect(replyTimeFaults('Sent enquiries stay listed here for {{hours}} hours.', 'en')).toEqual([]);
    expect(replyTimeFaults('Le responderemos en el plazo de un mes.', 'es')).toEqual([]);
    expect(replyTimeFaults('El taller abre 8 horas al día.', 'es')).toEqual([]);
  });

  it('finds a reply time with a no-break space between the number and its unit', () => {
    expect(replyTimeFaults('Nous vous répondons sous 24\u00a0heures.', 'fr')).toEqual(['24\u00a0heures']);
    expect(replyTimeFaults('Le respondemos en 24\u202fhoras.', 'es')).toEqual(['24\u202fhoras']);
  });

  it('finds a reply time written with the unit abbreviated, or as a compound', () => {
    expect(replyTimeFaults('Respuesta en 24 h.', 'es')).toEqual(['24 h']);
    expect(replyTimeFaults('Réponse sous 24h.', 'fr')).toEqual(['24h']);
    expect(replyTimeFaults('A 24-hour reply.', 'en')).toEqual(['24-hour']);
    expect(replyTimeFaults('Our {{replyHours}}-hour answer.', 'en')).toEqual(['{{replyHours}}-hour']);
  });

  it('finds a promise of hours that does not name the reply', () => {
    expect(replyTimeFaults('Get in touch and hear from us within 24 hours.', 'en')).toEqual(['24 hours']);
    expect(replyTimeFaults('Escríbanos: en menos de 24 horas lo tendrá.', 'es')).toEqual(['24 horas']);
    expect(replyTimeFaults('Écrivez-nous : un premier retour sous 24 heures.', 'fr')).toEqual(['24 heures']);
    expect(replyTimeFaults('Escriviu-nos: en menys de 24 hores ho tindreu.', 'ca')).toEqual(['24 hores']);
  });
});

describe('replyPromiseFaults', () => {
  it('accepts the promise with its working days, in the same sentence', () => {
    expect(replyPromiseFaults('We reply within {{replyHours}} hours, counted Monday to Friday.', 'en')).toEqual([]);
    expect(
      replyPromiseFaults('Nous répondons sous {{replyHours}}\u00a0heures, comptées du lundi au vendredi.', 'fr'),
    ).toEqual([]);
  });

  it('wants the hours counted Monday to Friday, not a bare "Monday to Friday" (the days replies go out)', () => {
    expect(replyPromiseFaults('A reply within {{replyHours}} hours, Monday to Friday', 'en')).toEqual([
      'no working days: A reply within {{replyHours}} hours, Monday to Friday',
    ]);
    expect(replyPromiseFaults('Respuesta en menos de {{replyHours}} horas, de lunes a viernes', 'es')).toEqual([
      'no working days: Respuesta en menos de {{replyHours}} horas, de lunes a viernes',
    ]);
    expect(replyPromiseFaults('Resposta en menys de {{replyHours}} hores, de dilluns a divendres', 'ca')).toEqual([
      'no working days: Resposta en menys de {{replyHours}} hores, de dilluns a divendres',
    ]);
    expect(replyPromiseFaults('Réponse sous {{replyHours}} heures, du lundi au vendredi', 'fr')).toEqual([
      'no working days: Réponse sous {{replyHours}} heures, du lundi au vendredi',
    ]);
  });

  it('finds the promise with a no-break space before its unit, without working days', () => {
    expect(replyPromiseFaults('Nous répondons sous {{replyHours}}\u00a0heures.', 'fr')).toEqual([
      'no working days: Nous répondons sous {{replyHours}}\u00a0heures.',
    ]);
  });

  it('finds the promise abbreviated or as a compound, without working days', () => {
    expect(replyPromiseFaults('Respuesta en {{replyHours}} h.', 'es')).toEqual([
      'no working days: Respuesta en {{replyHours}} h.',
    ]);
    expect(replyPromiseFaults('A {{replyHours}}-hour reply.', 'en')).toEqual([
      'no working days: A {{replyHours}}-hour reply.',
    ]);
  });

  it('does not end a sentence at an abbreviation: e.g., S.L. and their kind', () => {
    expect(
      replyPromiseFaults('We reply within {{replyHours}} hours (e.g. a first answer), counted Monday to Friday.', 'en'),
    ).toEqual([]);
    expect(
      replyPromiseFaults(
        'Mostrari S.L. le responde en menos de {{replyHours}} horas, contadas de lunes a viernes.',
        'es',
      ),
    ).toEqual([]);
    expect(
      replyPromiseFaults('Mostrari S.L. le responde en menos de {{replyHours}} horas con un precio.', 'es'),
    ).toEqual([
      'no working days: Mostrari S.L. le responde en menos de {{replyHours}} horas con un precio.',
      'more than a reply: Mostrari S.L. le responde en menos de {{replyHours}} horas con un precio.',
    ]);
    expect(
      replyPromiseFaults(
        'Nous répondons sous {{replyHours}}\u00a0heures (p. ex. une question), comptées du lundi au vendredi.',
        'fr',
      ),
    ).toEqual([]);
  });

  it('finds a quote, price or lead time under any of its names in the sentence of the promise', () => {
    const promised: [Lang, string][] = [
      ['es', 'Le enviamos una cotización en menos de {{replyHours}} horas, contadas de lunes a viernes.'],
      ['es', 'En menos de {{replyHours}} horas, contadas de lunes a viernes, tendrá una tarifa.'],
      ['ca', 'Us enviem la cotització en menys de {{replyHours}} hores, comptades de dilluns a divendres.'],
      ['ca', 'En menys de {{replyHours}} hores, comptades de dilluns a divendres, us diem el cost.'],
      ['en', 'You get an estimate within {{replyHours}} hours, counted Monday to Friday.'],
      ['en', 'Our rates within {{replyHours}} hours, counted Monday to Friday.'],
      ['en', 'A quotation within {{replyHours}} hours, counted Monday to Friday.'],
      ['fr', 'Nos tarifs sous {{replyHours}}\u00a0heures, comptées du lundi au vendredi.'],
      ['fr', 'Une cotation sous {{replyHours}}\u00a0heures, comptées du lundi au vendredi.'],
      ['fr', 'Le coût sous {{replyHours}}\u00a0heures, comptées du lundi au vendredi.'],
    ];
    for (const [lang, sentence] of promised)
      expect(replyPromiseFaults(sentence, lang), sentence).toEqual([`more than a reply: ${sentence}`]);
  });

  it('finds a quote, price or lead time in the sentence before or after the promise, unless it comes later', () => {
    const promise = {
      es: 'Le respondemos en menos de {{replyHours}} horas, contadas de lunes a viernes.',
      ca: 'Us responem en menys de {{replyHours}} hores, comptades de dilluns a divendres.',
      en: 'We reply within {{replyHours}} hours, counted Monday to Friday.',
      fr: 'Nous vous répondons sous {{replyHours}}\u00a0heures, comptées du lundi au vendredi.',
    } satisfies Record<Lang, string>;
    const beside: [Lang, string][] = [
      ['es', 'Le preparamos un presupuesto sin compromiso.'],
      ['es', 'Incluye el precio y el plazo de entrega.'],
      ['ca', 'Us preparem un pressupost sense compromís.'],
      ['ca', 'Inclou la cotització i el termini.'],
      ['en', 'We will prepare a quote with no obligation.'],
      ['en', 'It comes with an estimate of cost and lead time.'],
      ['fr', 'Nous vous préparons un devis sans engagement.'],
      ['fr', 'Avec nos tarifs et nos délais.'],
    ];
    for (const [lang, sentence] of beside) {
      expect(replyPromiseFaults(`${sentence} ${promise[lang]}`, lang), sentence).toEqual([
        `more than a reply, beside it: ${sentence}`,
      ]);
      expect(replyPromiseFaults(`${promise[lang]} ${sentence}`, lang), sentence).toEqual([
        `more than a reply, beside it: ${sentence}`,
      ]);
    }
    const later: [Lang, string][] = [
      ['es', 'El presupuesto llega cuando hemos visto los tejidos.'],
      ['ca', 'El pressupost arriba quan hem vist els teixits.'],
      ['en', 'The quote follows once we have seen the fabrics.'],
      ['fr', 'Le devis suit une fois vos tissus examinés.'],
    ];
    for (const [lang, sentence] of later) expect(replyPromiseFaults(`${promise[lang]} ${sentence}`, lang)).toEqual([]);
    // Two sentences away, it is no longer read with the promise.
    expect(replyPromiseFaults(`We will prepare a quote. Our workshop is in Rubí. ${promise.en}`, 'en')).toEqual([]);
  });

  it('still ends a sentence at a full stop', () => {
    expect(replyPromiseFaults('Hours: Monday to Friday. We reply within {{replyHours}} hours.', 'en')).toEqual([
      'no working days: We reply within {{replyHours}} hours.',
    ]);
  });
});

describe('flattenTexts and sharedValues', () => {
  it('flatten nested texts by dotted key', () => {
    expect([...flattenTexts({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('find the values more than one id holds', () => {
    const byId = new Map([
      ['/a', 'Title'],
      ['/b', 'Other'],
      ['/c', 'Title'],
    ]);
    expect([...sharedValues(byId)]).toEqual([['Title', ['/a', '/c']]]);
  });
});

describe('controlFormFault', () => {
  it('takes the infinitive in Spanish and French, and not the imperative of running text', () => {
    expect(controlFormFault('Pedir presupuesto', 'es')).toBeNull();
    expect(controlFormFault('Contactarnos', 'es')).toBeNull();
    expect(controlFormFault('Descubra todos los servicios', 'es')).toBe(
      'not the infinitive: Descubra todos los servicios',
    );
    expect(controlFormFault('Cuéntenos su proyecto', 'es')).toBe('not the infinitive: Cuéntenos su proyecto');
    expect(controlFormFault('Demander un devis', 'fr')).toBeNull();
    expect(controlFormFault('Tout accepter', 'fr')).toBeNull();
    expect(controlFormFault('En savoir plus', 'fr')).toBeNull();
    expect(controlFormFault('Parlez-nous de votre projet', 'fr')).toBe(
      'not the infinitive: Parlez-nous de votre projet',
    );
    expect(controlFormFault('Retour aux services', 'fr')).toBe('not the infinitive: Retour aux services');
    expect(controlFormFault('Ya lo he copiado: quitarlo', 'es')).toBeNull();
    expect(controlFormFault('Ya lo he copiado: quítelo', 'es')).toBe('not the infinitive: Ya lo he copiado: quítelo');
    expect(controlFormFault('Copié\u00a0: le retirer', 'fr')).toBeNull();
    expect(controlFormFault('Copié\u00a0: retirez-le', 'fr')).toBe('not the infinitive: Copié\u00a0: retirez-le');
  });

  it('takes the imperative in Catalan, never the infinitive; English has one form', () => {
    expect(controlFormFault('Demana pressupost', 'ca')).toBeNull();
    expect(controlFormFault('Obre el menú', 'ca')).toBeNull();
    expect(controlFormFault('Demanar pressupost', 'ca')).toBe('not the imperative: Demanar pressupost');
    expect(controlFormFault("Ja l'he copiat: treu-lo", 'ca')).toBeNull();
    expect(controlFormFault("Ja l'he copiat: treure'l", 'ca')).toBe("not the imperative: Ja l'he copiat: treure'l");
    expect(controlFormFault('Enviar-lo ara', 'ca')).toBe('not the imperative: Enviar-lo ara');
    expect(controlFormFault('Request a quote', 'en')).toBeNull();
  });
});

describe('capitalisedNameFaults', () => {
  const names = ['Cartas de colores', 'Imprenta', 'Corte y remallado'];

  it('finds a service name capitalised inside a sentence, or its placeholder there unformatted', () => {
    expect(capitalisedNameFaults('Presupuesto de Cartas de colores', names)).toEqual(['de Cartas de colores']);
    expect(capitalisedNameFaults('Trabajamos con la Imprenta, el Corte y remallado', names)).toEqual([
      'la Imprenta',
      'el Corte y remallado',
    ]);
    expect(capitalisedNameFaults('Galería de {{service}}', names)).toEqual(['de {{service}}']);
  });

  it('leaves a name that opens a sentence, follows a colon, or is written in lower case', () => {
    expect(capitalisedNameFaults('Cartas de colores a medida. Imprenta propia.', names)).toEqual([]);
    expect(capitalisedNameFaults('Solicitud de presupuesto: {{service}}', names)).toEqual([]);
    expect(capitalisedNameFaults('Qué incluye: Imprenta', names)).toEqual([]);
    expect(capitalisedNameFaults('Presupuesto de cartas de colores', names)).toEqual([]);
    expect(capitalisedNameFaults('Galería de {{service, lowercase}}', names)).toEqual([]);
  });
});
