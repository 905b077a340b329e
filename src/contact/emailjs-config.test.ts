import { describe, expect, it } from 'vitest';
import { COMPANY } from '../content/company';
import { emailJsTarget } from './emailjs-config';

const base = { ...COMPANY.emailjs, serviceId: '', templateId: '', publicKey: '' };

describe('EmailJS target', () => {
  it('uses the configured ids and the EmailJS origin when all three are set', () => {
    const config = { ...base, serviceId: 'service_x', templateId: 'template_y', publicKey: 'key_z' };
    expect(emailJsTarget('http://localhost:4173', config)).toEqual({
      serviceId: 'service_x',
      templateId: 'template_y',
      publicKey: 'key_z',
      origin: 'https://api.emailjs.com',
    });
  });

  it('falls back to the local outbox on the site origin when any id is missing', () => {
    for (const config of [base, { ...base, serviceId: 'service_x', templateId: 'template_y' }]) {
      expect(emailJsTarget('http://localhost:4173', config)).toEqual({
        ...COMPANY.emailjs.local,
        origin: 'http://localhost:4173',
      });
    }
  });
});
