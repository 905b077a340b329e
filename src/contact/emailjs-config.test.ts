import { describe, expect, it } from 'vitest';
import { COMPANY } from '../content/company';
import { emailJsTarget, hostBuildProblem } from './emailjs-config';

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

describe('a build for a host', () => {
  const ids = { VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't', VITE_EMAILJS_PUBLIC_KEY: 'k' };

  it('stops, naming what is missing, on Cloudflare Pages, Netlify or with RELEASE_BUILD=1', () => {
    expect(hostBuildProblem({ CF_PAGES: '1' })).toMatch(
      /CF_PAGES.*VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY are not set/,
    );
    expect(hostBuildProblem({ NETLIFY: 'true', ...ids, VITE_EMAILJS_PUBLIC_KEY: ' ' })).toMatch(
      /NETLIFY.*VITE_EMAILJS_PUBLIC_KEY is not set/,
    );
    expect(hostBuildProblem({ RELEASE_BUILD: '1', VITE_EMAILJS_SERVICE_ID: 's' })).toMatch(/RELEASE_BUILD/);
  });

  it('goes ahead with all three ids, and locally without them (npm start, npm test, .ci/run)', () => {
    expect(hostBuildProblem({ CF_PAGES: '1', ...ids })).toBeNull();
    expect(hostBuildProblem({})).toBeNull();
    expect(hostBuildProblem({ CI: 'true', RELEASE_BUILD: '0' })).toBeNull();
  });
});
