import { UNDRIVEN_CAROUSELS } from '../components/carousel/carousel-marks';
import { FORMS_WAITING } from '../contact/form/form-marks';

/**
 * The parts of a page that work as served and are taken over later: carousels their controller
 * does not drive yet, contact forms React has not drawn yet. Tests and the bench, which time what
 * a hydrated page does, wait until there are none, having reached for the forms
 * (`WAITING_FORM_FIELDS`), which are drawn only then (`partsTakenOver`).
 */
export const PARTS_WAITING = [UNDRIVEN_CAROUSELS, FORMS_WAITING].join(', ');

/**
 * Whether the page has hydrated and none of `waiting` is left. Until it has hydrated, it uses the
 * page as a visitor's pointer moving over it does, which loads the app (app/first-use.ts) and
 * moves no focus, scrolls nothing and presses nothing. Once it has, it first reaches for a field
 * of `reachFor` if one is there: a `pointerover` on it, as a pointer coming over it brings.
 *
 * Run in the page, by tests, the engine lanes and the bench alike, so it is self-contained:
 * `evaluate(partsTakenOver, [PARTS_WAITING, WAITING_FORM_FIELDS])`, called until it is true; with
 * no `waiting`, until the app has hydrated.
 */
export function partsTakenOver([waiting, reachFor]: readonly [
  waiting: string | null,
  reachFor: string | null,
]): boolean {
  if (document.documentElement.dataset.hydrated !== 'true') {
    document.documentElement.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, movementX: 1 }));
    return false;
  }
  if (reachFor) document.querySelector(reachFor)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  return !waiting || !document.querySelector(waiting);
}

/**
 * What keeps `partsTakenOver` false, for a wait that gave up to say (its bare "false" says
 * nothing): the app not hydrated yet, or each part of `waiting` still there, by its tag, its
 * `data-` marks and its name. Self-contained, as `partsTakenOver` is: run in the page.
 */
export function partsStillWaiting(waiting: string | null): string[] {
  if (document.documentElement.dataset.hydrated !== 'true') return ['the app has not hydrated'];
  if (!waiting) return [];
  return [...document.querySelectorAll(waiting)].map((part) => {
    const marks = [...part.attributes].filter(({ name }) => name.startsWith('data-')).map(({ name }) => name);
    const name = part.getAttribute('aria-label');
    return `<${part.tagName.toLowerCase()} ${marks.join(' ')}>${name ? ` "${name}"` : ''}`;
  });
}
