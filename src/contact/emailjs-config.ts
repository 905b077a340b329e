import { COMPANY } from '../content/company';

export interface EmailJsTarget {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
}

type EmailJsConfig = Pick<typeof COMPANY.emailjs, 'serviceId' | 'templateId' | 'publicKey' | 'origin' | 'local'>;

/**
 * Where enquiries go: EmailJS when all three ids are configured, else the local outbox server
 * on the site's own origin (a fresh checkout, `npm start`, the tests).
 */
export function emailJsTarget(siteOrigin: string, config: EmailJsConfig = COMPANY.emailjs): EmailJsTarget {
  const { serviceId, templateId, publicKey } = config;
  if (serviceId && templateId && publicKey) return { serviceId, templateId, publicKey, origin: config.origin };
  return { ...config.local, origin: siteOrigin };
}

/** The build variables that carry the three EmailJS ids. */
export const EMAILJS_ENV_KEYS = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
] as const;

type BuildEnv = Readonly<Record<string, string | undefined>>;

/**
 * Whether this build is made for a host: Cloudflare Pages sets CF_PAGES, Netlify sets NETLIFY,
 * and RELEASE_BUILD=1 says so anywhere else. `npm start`, `npm test` and `.ci/run` set none.
 */
export function isHostBuild(env: BuildEnv): boolean {
  return Boolean(env.CF_PAGES || env.NETLIFY || env.RELEASE_BUILD === '1');
}

/**
 * Why this build must stop, or null. A build for a host without all three ids would post every
 * enquiry to the site's own host (the local stand-in is not there) and show a 404 page's HTML
 * as the provider's refusal; a local build keeps the stand-in.
 */
export function hostBuildProblem(env: BuildEnv): string | null {
  if (!isHostBuild(env)) return null;
  const missing = EMAILJS_ENV_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length === 0) return null;
  const why = env.CF_PAGES ? 'CF_PAGES is set' : env.NETLIFY ? 'NETLIFY is set' : 'RELEASE_BUILD=1';
  return (
    `This build is for a host (${why}) but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: ` +
    'its enquiries would go nowhere. Set all three EmailJS ids in the host’s build environment ' +
    '(or in .env.production), or build without CF_PAGES, NETLIFY and RELEASE_BUILD for a local site.'
  );
}
