import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../contact/clean-input';
import { parseTemplateParams } from '../contact/payload';
import { TEXT_VARIABLES } from '../content/text-variables';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { createServerI18n } from '../i18n/server';
import { pictureItem, serviceItem } from '../selection/items';
import type { Translate } from '../selection/message-block';
import type { Lead } from './lead';
import { LEAD_RECORD_VERSION } from './leads/lead-record';
import { leadMessage, leadParams, messageOverBy } from './lead-message';

const read = (lang: Lang, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));
const translate = (lang: Lang): Translate =>
  createServerI18n(
    lang,
    { [lang]: { common: read(lang, 'common'), services: read(lang, 'services'), booth: read(lang, 'booth') } },
    TEXT_VARIABLES,
  ).getFixedT(lang) as Translate;

/** 29 November 2026, 10:15 in Madrid. */
const AT = Date.UTC(2026, 10, 29, 9, 15);
const URL = 'https://example.test/seleccion?s=04.1a';

const lead = (over: Partial<Lead['card']> = {}): Lead => ({
  id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  v: LEAD_RECORD_VERSION,
  startedAt: AT,
  updatedAt: AT,
  fair: 'Heimtextil',
  rep: 'Marta',
  card: {
    name: 'Anna Puig',
    company: 'Tèxtils Puig',
    email: 'anna@example.com',
    phone: '+34 600 000 000',
    country: 'Portugal',
    language: 'fr',
    items: [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1')],
    projectTypes: ['cascadas', 'otro'],
    rating: 'hot',
    notes: 'Wants 40 books\nfor the spring range',
    consentAt: AT + 60_000,
    ...over,
  },
  savedAt: null,
  sentAt: null,
  followUpOf: null,
});

const context = (lang: Lang) => ({ t: translate(lang), lang, selectionUrl: URL, timeZone: 'Europe/Madrid' });

describe('a lead’s message', () => {
  it('says, in the rep’s language, the fair, the rep, the rating, the country, the reply language, the types, the notes, the selection and the consent with its time', () => {
    expect(leadMessage(lead(), context('es'))).toBe(
      [
        'Ficha tomada en la feria: Heimtextil (comercial: Marta)',
        '',
        'Interés: Alto',
        'País: Portugal',
        'Responder en: Français',
        'Tipos de proyecto: Cascadas, Otro',
        '',
        'Notas:',
        'Wants 40 books',
        'for the spring range',
        '',
        'Mi selección (2):',
        '- Libros de muestras',
        '- Cascadas: foto «Gama de colores cálidos»',
        `La misma selección en la web: ${URL}`,
        '',
        'Acepta que le contactemos sobre esta consulta: 29 nov 2026, 10:16',
      ].join('\n'),
    );
  });

  it('reads in each language, with nothing left as a key', () => {
    for (const lang of LANGUAGES) {
      const message = leadMessage(lead(), context(lang));
      expect(message, lang).not.toMatch(/card\.\w|booth:card|serviceNames\./);
      expect(message, lang).toContain('Heimtextil');
      expect(message, lang).toContain(URL);
    }
    expect(leadMessage(lead(), context('en'))).toContain('Interest: Hot');
    expect(leadMessage(lead(), context('fr'))).toContain('Intérêt\u00a0: Fort');
  });

  it('says what was not given, rather than leaving a line out or blank', () => {
    const bare = { ...lead({ rating: null, country: ' ', notes: '', items: [], projectTypes: [], consentAt: null }) };
    const message = leadMessage({ ...bare, fair: '', rep: '' }, context('en'));
    expect(message).toContain('Lead taken at the booth: not given (rep: not given)');
    expect(message).toContain('Interest: not given');
    expect(message).toContain('Country: not given');
    expect(message).toContain('Consent to be contacted: not given');
    expect(message).not.toContain('Notes');
    expect(message).not.toContain('selection');
  });

  it('as a follow-up, says which enquiry it corrects', () => {
    const message = leadMessage(lead(), { ...context('en'), correctsSavedAt: AT });
    expect(message.split('\n')[1]).toBe(
      'This corrects the enquiry saved at 29 Nov 2026, 10:15 (same visitor): read this one.',
    );
  });

  it('is measured against the limit the outbox holds messages to', () => {
    const message = leadMessage(lead({ notes: 'x'.repeat(MESSAGE_MAX_LENGTH) }), context('es'));
    expect(messageOverBy(message)).toBe(message.length - MESSAGE_MAX_LENGTH);
    expect(messageOverBy(leadMessage(lead(), context('es')))).toBe(0);
  });
});

describe('a lead’s enquiry', () => {
  it('fills the template parameters as the contact form does, under the lead’s id', () => {
    const params = leadParams(lead(), 'the message', 'Mostrari');
    expect(params).toEqual({
      from_name: 'Anna Puig',
      from_email: 'anna@example.com',
      phone: '+34 600 000 000',
      company: 'Tèxtils Puig',
      project_type: 'cascadas',
      message: 'the message',
      to_name: 'Mostrari',
      reply_to: 'anna@example.com',
      submission_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    });
  });

  it('takes the selection’s type without a chip, and a name the outbox can keep without one', () => {
    const noChips = leadParams(lead({ projectTypes: [], name: '\u200b ' }), 'm', 'Mostrari');
    expect(noChips.project_type).toBe('libros');
    expect(noChips.from_name).toBe('Tèxtils Puig');
    const bare = leadParams(lead({ projectTypes: [], items: [], name: '', company: '' }), 'm', 'Mostrari');
    expect(bare.from_name).toBe('anna@example.com');
    expect(bare.project_type).toBe('');
    // What the outbox reads back: a record it keeps, not one it sets aside.
    expect(typeof parseTemplateParams(bare, 'Mostrari')).toBe('object');
  });
});
