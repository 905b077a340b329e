import type { IconName } from '../../content/icon-paths';

/** The hero's quick-contact tiles: call, e-mail, schedule; their targets come from the company config. */
export const LOCATION_TILES: readonly { key: 'call' | 'email' | 'schedule'; icon: IconName }[] = [
  { key: 'call', icon: 'phone' },
  { key: 'email', icon: 'mail' },
  { key: 'schedule', icon: 'clock' },
];

/** The phone lines and mailboxes the page lists, by their key in the company config. */
export const LOCATION_PHONES = ['office', 'commercial'] as const;
export const LOCATION_EMAILS = ['office', 'commercial'] as const;

/** In-page anchor of the opening hours, the schedule tile's target. */
export const HOURS_ANCHOR = 'hours';
