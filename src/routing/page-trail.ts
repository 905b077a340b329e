import { categoryOf } from '../content/catalog';
import { pageServiceId, splitSegments, type PageRef } from './paths';
import { SCREENS, SCREEN_IDS, SERVICE_DETAIL, type ScreenId } from './routes';

/**
 * The screens above a page, from the top down: the one whose path is the longest beginning of
 * the page's (services above services/binding), and, for a service of the sample-book family,
 * the family's own page too (services › sample books › cascades), which the path does not say.
 * A search hit shows their names (common:nav.{screen}) as where the page sits. Home is above
 * everything and is left out.
 */
export function pageTrail(page: PageRef): ScreenId[] {
  const segments =
    page.screen === 'serviceDetail'
      ? [...splitSegments(SCREENS[SERVICE_DETAIL.parent].slugs.es), page.serviceId]
      : splitSegments(SCREENS[page.screen].slugs.es);
  const above = SCREEN_IDS.filter((screen) => {
    const slug = splitSegments(SCREENS[screen].slugs.es);
    return slug.length > 0 && slug.length < segments.length && slug.every((part, i) => part === segments[i]);
  }).sort((a, b) => splitSegments(SCREENS[a].slugs.es).length - splitSegments(SCREENS[b].slugs.es).length);
  const serviceId = pageServiceId(page);
  const inSampleFamily = serviceId !== undefined && categoryOf(serviceId)?.id === 'muestrarios';
  return inSampleFamily ? [...above, SAMPLE_FAMILY_SCREEN] : above;
}

/** The page of the sample-book family as a whole (SPEC "sample books"). */
const SAMPLE_FAMILY_SCREEN: ScreenId = 'samples';
