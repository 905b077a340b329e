import { COMPANY } from '../content/company';

/**
 * The site's Content-Security-Policy and the other security headers, built in one place from
 * the company config. The prerendered pages carry the policy in a <meta> tag; the hosting
 * headers file and the preview server send it, with the rest, as response headers.
 */

/** The only origins besides the site's own that the pages talk to. */
export interface PolicyOrigins {
  /** Where enquiries are sent (EmailJS); a build without EmailJS ids sends to its own origin. */
  emailjs: string;
  /** The embedded map's frame. */
  map: string;
}

export const COMPANY_ORIGINS: PolicyOrigins = { emailjs: COMPANY.emailjs.origin, map: COMPANY.map.origin };

type Directives = [name: string, sources: string[]][];

/**
 * Everything comes from the site's own origin: scripts (the prerendered pages have no inline
 * script; JSON-LD is a data block, which CSP does not run), stylesheets (no style attribute in
 * the markup), images, translations and the service worker. The exceptions are the EmailJS
 * API for enquiries and the map's frame. No `data:`: nothing on the site uses it.
 */
export function policyDirectives(
  origins: PolicyOrigins = COMPANY_ORIGINS,
  styleHashes: readonly string[] = [],
): Directives {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Each prerendered page carries its CSS in one <style>, allowed by its hash (never unsafe-inline).
    ['style-src', ["'self'", ...styleHashes.map((hash) => `'${hash}'`)]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", origins.emailjs]],
    ['frame-src', [origins.map]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** Directives a <meta> policy cannot carry (browsers ignore them there, with a console error). */
const HEADER_ONLY: Directives = [['frame-ancestors', ["'none'"]]];

/** The policy as a header value (`header`) or for <meta http-equiv> (`meta`: no frame-ancestors). */
export function contentSecurityPolicy(
  delivery: 'header' | 'meta',
  origins: PolicyOrigins = COMPANY_ORIGINS,
  styleHashes: readonly string[] = [],
): string {
  const directives = [...policyDirectives(origins, styleHashes), ...(delivery === 'header' ? HEADER_ONLY : [])];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Features nothing on the site (or framed by it) may ask for, but a page whose route row names
 * one of them as its own (routing/routes.ts, deviceFeatures), for the site's own origin.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
] as const;

/** A feature the policy turns off; a DeviceFeature must be one, or no page's features type-check here. */
type PolicyFeature = (typeof DENIED_FEATURES)[number];

/**
 * The Permissions-Policy value: every listed feature off, but those a page uses, which its own
 * document may use and nothing it frames (`(self)`). One value per response: a host that joins
 * two of them would name a feature twice (app/hosting-headers.ts sees to it).
 */
export function permissionsPolicy(allowed: readonly PolicyFeature[] = []): string {
  const own = new Set<PolicyFeature>(allowed);
  return DENIED_FEATURES.map((feature) => `${feature}=${own.has(feature) ? '(self)' : '()'}`).join(', ');
}

/** Each entry of a Permissions-Policy value that names `feature`: one when the value is as meant. */
export function policyEntries(policy: string | null | undefined, feature: string): string[] {
  return (policy ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith(`${feature}=`));
}

/**
 * The security headers every response of the site carries; a page that uses a device feature
 * gets another Permissions-Policy in place of this one (app/hosting-headers.ts).
 */
export function securityHeaders(
  origins: PolicyOrigins = COMPANY_ORIGINS,
  styleHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy('header', origins, styleHashes),
    // Two years, subdomains included; `preload` is left to the company, as it is hard to undo.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    // The map's frame learns the site's origin, never the page a visitor was on.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The CSP source for an inline <style> with this text: 'sha256-…' without the quotes. */
export async function styleHash(css: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}
