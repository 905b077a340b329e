import type { ScreenId } from '../routing/routes';

/** The header's main links, in order; Contact is rendered apart as the highlighted button. */
export const MAIN_NAV: readonly ScreenId[] = ['home', 'history', 'services', 'location'];

/** The services menu (spec §2, header): the same items on desktop and mobile. */
export const SERVICES_MENU = {
  before: ['design', 'binding', 'printing'] as const satisfies readonly ScreenId[],
  samples: ['cascades', 'books', 'colorCards', 'cuttings'] as const satisfies readonly ScreenId[],
  samplesAll: 'samples' as const satisfies ScreenId,
  after: ['various'] as const satisfies readonly ScreenId[],
  cta: 'services' as const satisfies ScreenId,
};

export const FOOTER_NAV: readonly ScreenId[] = ['home', 'history', 'services', 'location', 'contact'];
export const FOOTER_SERVICES: readonly ScreenId[] = ['design', 'printing', 'binding', 'samples'];
export const LEGAL_LINKS: readonly ScreenId[] = ['legalNotice', 'privacy', 'cookiePolicy'];
