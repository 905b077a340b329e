import { SCREENS } from '../routing/routes';
import type { PageRef } from '../routing/paths';
import type { ServiceId } from '../content/catalog';
import type { PageKey } from './page-modules';
import type { Shown } from './head';

export function pageKeyOf(shown: Shown): PageKey {
  return shown.kind === 'page' ? shown.page.screen : 'notFound';
}

/** The service a page is about: the generic detail page's id, or a dedicated screen's. */
export function pageServiceId(page: PageRef): ServiceId | undefined {
  return page.screen === 'serviceDetail' ? page.serviceId : SCREENS[page.screen].serviceId;
}
