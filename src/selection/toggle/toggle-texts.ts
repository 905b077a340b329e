import { carouselImage } from '../../content/galleries';
import { MAX_ITEMS } from '../limits';
import type { SelectionItem } from '../items';
import type { ChangeResult } from '../selection-store';

/**
 * What a toggle says, and what is announced when it is pressed, in the visitor's language. Pure:
 * the texts come through `t` (common: loaded; services: for a picture's caption, which every
 * page showing a picture's toggle has).
 */

/** An i18next `t`, or anything that answers a key the same way. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The item as the toggle names it: a service by its name, a picture by its caption and its service. */
export function toggleItemName(item: SelectionItem, t: Translate): string {
  const service = t(`common:serviceNames.${item.service}`);
  if (item.kind === 'service') return service;
  return t('common:selection.toggle.picture', { caption: t(carouselImage(item.picture).titleKey), service });
}

export interface ToggleTexts {
  /** What the button shows: what a press does. */
  action: string;
  /** Its accessible name: the shown words first (what is seen is what is said), then the item. */
  label: string;
}

export function toggleTexts(item: SelectionItem, pressed: boolean, t: Translate): ToggleTexts {
  const which = pressed ? 'remove' : 'add';
  return {
    action: t(`common:selection.toggle.${which}`),
    label: t(`common:selection.toggle.${which}Label`, { name: toggleItemName(item, t) }),
  };
}

/**
 * What is announced once a press has been answered: what changed and how many items the
 * selection holds now; at the bound, that nothing was added and why; and, when the device did not
 * keep the change, that it holds in this tab only. `count` is the selection's size after the change.
 * Empty when there is nothing to say (a press that changed nothing and lost nothing).
 */
export function toggleAnnouncement(item: SelectionItem, result: ChangeResult, count: number, t: Translate): string {
  const name = toggleItemName(item, t);
  switch (result.outcome) {
    case 'added':
    case 'removed': {
      const change = t(`common:selection.toggle.${result.outcome}`, { name, count });
      return result.saved ? change : `${change} ${t('common:selection.toggle.notSaved')}`;
    }
    case 'full':
      return t('common:selection.toggle.full', { name, max: MAX_ITEMS });
    default:
      // Nothing changed: with nothing lost, nothing to say; else the selection's code could not be
      // fetched (offline, before the site was saved on this device), and the press did nothing.
      return result.saved ? '' : t('common:selection.toggle.unavailable');
  }
}

/**
 * The result a press is announced by. A press that found the selection already as it asked (an
 * "Add" for an item the device kept, pressed before the page had read it) changed nothing, yet
 * the visitor made a change: it is said as the state reached (added, or removed), not passed over
 * in silence while the button turns.
 */
export function pressAnswer(result: ChangeResult, holdsItem: boolean): ChangeResult {
  if (result.outcome !== 'unchanged' || !result.saved) return result;
  return { ...result, outcome: holdsItem ? 'added' : 'removed' };
}
