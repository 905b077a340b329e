import type { ScreenId } from '../../routing/routes';
import type { IconName } from '../../content/icon-paths';

/** The four "why choose us" cards; texts live in the home namespace under why.items.{key}. */
export const HOME_FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'experience', icon: 'award' },
  { key: 'inHouse', icon: 'factory' },
  { key: 'custom', icon: 'ruler' },
  { key: 'response', icon: 'clock' },
];

/** The four service cards, each linking to its screen. */
export const HOME_SERVICES: readonly { screen: ScreenId; icon: IconName }[] = [
  { screen: 'samples', icon: 'swatches' },
  { screen: 'design', icon: 'pen' },
  { screen: 'printing', icon: 'stamp' },
  { screen: 'binding', icon: 'book' },
];
