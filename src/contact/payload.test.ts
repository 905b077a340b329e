import { describe, expect, it } from 'vitest';
import {
  EMPTY_FIELDS,
  enquiryId,
  isSubmissionId,
  newSubmissionId,
  parseTemplateParams,
  toTemplateParams,
} from './payload';
import { TEMPLATE_PARAM_KEYS, isWellFormedEmail } from './template-params';

const fields = {
  name: '  Núria Vidal ',
  email: ' nuria@teixits.example ',
  phone: '+34 600 11 22 33',
  company: 'Teixits Vidal',
  projectType: 'cartas-colores' as const,
  message: '  Necesitamos 200 cartas de colores.\nGracias. ',
};

describe('enquiry payload', () => {
  it('maps the form to exactly the template params of the spec plus submission_id', () => {
    const params = toTemplateParams(fields, { submissionId: 'abc123', toName: 'Mostrari' });
    expect(params).toEqual({
      from_name: 'Núria Vidal',
      from_email: 'nuria@teixits.example',
      phone: '+34 600 11 22 33',
      company: 'Teixits Vidal',
      project_type: 'cartas-colores',
      message: 'Necesitamos 200 cartas de colores.\nGracias.',
      to_name: 'Mostrari',
      reply_to: 'nuria@teixits.example',
      submission_id: 'abc123',
    });
    expect(Object.keys(params).sort()).toEqual([...TEMPLATE_PARAM_KEYS].sort());
  });

  it('sends fields trimmed and without invisible characters, and the message with its lines', () => {
    const params = toTemplateParams(
      {
        ...EMPTY_FIELDS,
        name: ' \u200BAnna\u202E Soler\n',
        email: ' anna@example.com\u200B ',
        company: 'Teixits\u0000 Vidal',
        message: ' Hola,\r\n200 cartas.\u0007 ',
      },
      { submissionId: 'id', toName: 'Mostrari' },
    );
    expect(params).toMatchObject({
      from_name: 'Anna Soler',
      from_email: 'anna@example.com',
      reply_to: 'anna@example.com',
      company: 'Teixits Vidal',
      message: 'Hola,\n200 cartas.',
    });
  });

  it('sends empty text for the optional fields left blank', () => {
    const params = toTemplateParams(
      { ...EMPTY_FIELDS, name: 'A', email: 'a@b.example', message: 'Hola' },
      {
        submissionId: 'x',
        toName: 'Mostrari',
      },
    );
    expect(params.phone).toBe('');
    expect(params.company).toBe('');
    expect(params.project_type).toBe('');
  });

  it('reads back valid params and says what is wrong with anything else', () => {
    const params = toTemplateParams(fields, { submissionId: 'abc123', toName: 'Mostrari' });
    expect(parseTemplateParams({ ...params, extra: 'ignored' }, 'Mostrari')).toEqual(params);
    expect(parseTemplateParams(null, 'Mostrari')).toMatch(/not an object/);
    expect(parseTemplateParams([], 'Mostrari')).toMatch(/not an object/);
    expect(parseTemplateParams({ ...params, message: 42 }, 'Mostrari')).toMatch(/"message"/);
    expect(parseTemplateParams({ ...params, from_email: '' }, 'Mostrari')).toMatch(/"from_email"/);
    expect(parseTemplateParams({ ...params, submission_id: '' }, 'Mostrari')).toMatch(/submission_id/);
  });

  it('keeps what the visitor wrote in a record from an older or damaged version of the site', () => {
    const old = { from_name: 'Pau', from_email: 'pau@example.com', message: 'Volem 30 cascades.', submission_id: 'x1' };
    expect(parseTemplateParams({ ...old, project_type: 'yachts', phone: 600, company: null }, 'Mostrari')).toEqual({
      ...old,
      phone: '',
      company: '',
      project_type: '',
      to_name: 'Mostrari',
      reply_to: 'pau@example.com',
    });
  });

  it('accepts the e-mail addresses an email input accepts', () => {
    expect(isWellFormedEmail('nuria@teixits.example')).toBe(true);
    expect(isWellFormedEmail('a.b+c@d-e.f')).toBe(true);
    expect(isWellFormedEmail('nuria@localhost')).toBe(true);
    expect(isWellFormedEmail('nuria')).toBe(false);
    expect(isWellFormedEmail('nuria@')).toBe(false);
    expect(isWellFormedEmail('nu ria@teixits.example')).toBe(false);
    expect(isWellFormedEmail('nuria@-teixits.example')).toBe(false);
  });

  it('makes a new 128-bit id for each enquiry', () => {
    const a = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionId()).not.toBe(a);
  });
});

describe('enquiryId', () => {
  const formId = '0123456789abcdef0123456789abcdef';
  const typed = { ...EMPTY_FIELDS, name: 'Núria', email: 'nuria@teixits.example', message: 'Hola' };

  it("keeps the form id's last 24 digits and the id's shape", () => {
    expect(enquiryId(formId, typed)).toMatch(/^[0-9a-f]{8}89abcdef0123456789abcdef$/);
  });

  it('gives the same words the same id (a retry, a copy of the tab) and other words another', () => {
    const first = enquiryId(formId, typed);
    expect(enquiryId(formId, { ...typed })).toBe(first);
    expect(enquiryId(formId, { ...typed, message: 'Hola!' })).not.toBe(first);
    for (const key of ['name', 'email', 'phone', 'company'] as const)
      expect(enquiryId(formId, { ...typed, [key]: `${typed[key]}x` }), key).not.toBe(first);
    // The digest replaces the first digits: bound again, an id says the same.
    expect(enquiryId(first, typed)).toBe(first);
    // As sent: spaces the form would clean away make no other enquiry.
    expect(enquiryId(formId, { ...typed, name: '  Núria ' })).toBe(first);
  });

  it('leaves out what the page adds: the project type it may suggest', () => {
    expect(enquiryId(formId, { ...typed, projectType: 'libros' })).toBe(enquiryId(formId, typed));
  });

  it('tells apart words that differ only in where a field ends', () => {
    const a = enquiryId(formId, { ...typed, company: 'ab', phone: 'c' });
    const b = enquiryId(formId, { ...typed, company: 'a', phone: 'bc' });
    expect(a).not.toBe(b);
  });

  it('replaces an id that is not one of ours (a damaged draft) with a new one', () => {
    const minted = 'fedcba9876543210fedcba9876543210';
    expect(enquiryId('<script>', typed, () => minted)).toMatch(/^[0-9a-f]{8}76543210fedcba9876543210$/);
    expect(isSubmissionId(formId)).toBe(true);
    for (const damaged of ['<script>', formId.toUpperCase(), `${formId}0`, 7, null])
      expect(isSubmissionId(damaged)).toBe(false);
  });
});
