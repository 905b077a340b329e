import { screensIn, type ScreenId } from '../routing/routes';

// Every list is read from the route table's `nav` placements; a screen joins one by its row.

/** The header's main links, in order; Contact is rendered apart as the highlighted button. */
export const MAIN_NAV: readonly ScreenId[] = screensIn('header');

function only(screens: readonly ScreenId[]): ScreenId {
  if (screens.length !== 1) throw new Error(`Expected one screen, got ${screens.join(', ') || 'none'}`);
  return screens[0]!;
}

/** The services menu (spec §2, header): the same items on desktop and mobile. */
export const SERVICES_MENU = {
  before: screensIn('servicesMenu'),
  samples: screensIn('servicesMenuSamples'),
  samplesAll: only(screensIn('servicesMenuSamplesAll')),
  after: screensIn('servicesMenuAfter'),
  cta: only(screensIn('servicesMenuCta')),
} as const;

export const FOOTER_NAV: readonly ScreenId[] = screensIn('footer');
export const FOOTER_SERVICES: readonly ScreenId[] = screensIn('footerServices');
export const LEGAL_LINKS: readonly ScreenId[] = screensIn('footerLegal');
