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
