import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, toTemplateParams } from './payload';
import { enquiryText } from './enquiry-text';

describe('enquiry as text', () => {
  it('lists the filled-in fields, the message and the reference', () => {
    const params = toTemplateParams(
      {
        ...EMPTY_FIELDS,
        name: 'Anna Soler',
        email: 'anna@example.com',
        projectType: 'libros',
        message: 'Hola,\n200 libros.',
      },
      { submissionId: 'ref1', toName: 'Mostrari' },
    );
    const text = enquiryText(
      params,
      (key) => key.toUpperCase(),
      (type) => `<${type}>`,
    );
    expect(text).toBe(
      [
        'NAME: Anna Soler',
        'EMAIL: anna@example.com',
        'PROJECTTYPE: <libros>',
        '',
        'MESSAGE:',
        'Hola,\n200 libros.',
        '',
        'REFERENCE: ref1',
      ].join('\n'),
    );
  });
});
