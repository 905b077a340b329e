import { describe, expect, it } from 'vitest';
import { COMPANY } from '../content/company';
import {
  COMPANY_ORIGINS,
  contentSecurityPolicy,
  permissionsPolicy,
  policyDirectives,
  policyEntries,
  securityHeaders,
} from './security-policy';

/** A policy string read back as directive → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('content security policy', () => {
  const header = parse(contentSecurityPolicy('header'));
  const meta = parse(contentSecurityPolicy('meta'));

  it('allows scripts, styles and images from the site only: no inline code, no eval, no data:', () => {
    for (const directive of ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'worker-src'])
      expect(header.get(directive), directive).toEqual(["'self'"]);
    expect(header.get('object-src')).toEqual(["'none'"]);
    const everything = contentSecurityPolicy('header');
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", 'data:', 'blob:', ' * ', 'http:'])
      expect(everything).not.toContain(loose);
  });

  it('talks to EmailJS and frames the map, from the company config, and nothing else', () => {
    expect(header.get('connect-src')).toEqual(["'self'", COMPANY.emailjs.origin]);
    expect(header.get('frame-src')).toEqual([COMPANY.map.origin]);
    expect(COMPANY_ORIGINS).toEqual({ emailjs: COMPANY.emailjs.origin, map: COMPANY.map.origin });
  });

  it('is built from whatever origins it is given', () => {
    const policy = parse(contentSecurityPolicy('header', { emailjs: 'https://mail.test', map: 'https://maps.test' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://mail.test']);
    expect(policy.get('frame-src')).toEqual(['https://maps.test']);
  });

  it('names the configured origins as bare https origins (a path would not match as meant)', () => {
    for (const origin of Object.values(COMPANY_ORIGINS)) expect(new URL(origin).origin).toBe(origin);
    expect(COMPANY.map.embedUrl.startsWith(`${COMPANY.map.origin}/`)).toBe(true);
  });

  it('forbids framing the site in the header; the meta tag leaves out what a meta policy cannot carry', () => {
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(meta.has('frame-ancestors')).toBe(false);
    expect([...meta.keys()]).toEqual(policyDirectives().map(([name]) => name));
    for (const [name, sources] of meta) expect(header.get(name), name).toEqual(sources);
  });
});

describe('security headers', () => {
  const headers = securityHeaders();

  it('carry the header policy and the usual static-host protections', () => {
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy('header'));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('ask browsers to use HTTPS for at least a year', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security']!)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('deny every listed browser feature, in valid Permissions-Policy syntax', () => {
    const features = headers['Permissions-Policy']!.split(', ');
    expect(features).toContain('camera=()');
    expect(features).toContain('geolocation=()');
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    expect(headers['Permissions-Policy']).toBe(permissionsPolicy());
  });

  it('allow a page’s own features to the site’s own documents only, and name each feature once', () => {
    const policy = permissionsPolicy(['camera']);
    expect(policy).toBe(
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(self), display-capture=(), geolocation=(), ' +
        'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    );
    const names = policy.split(', ').map((feature) => feature.split('=')[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('policyEntries', () => {
  it('finds every entry naming the feature, so a value joined from two policies shows both', () => {
    expect(policyEntries(permissionsPolicy(['camera']), 'camera')).toEqual(['camera=(self)']);
    expect(policyEntries(`${permissionsPolicy()}, ${permissionsPolicy(['camera'])}`, 'camera')).toEqual([
      'camera=()',
      'camera=(self)',
    ]);
    expect(policyEntries(null, 'camera')).toEqual([]);
  });
});
