import { UNDRIVEN_CAROUSELS } from '../components/carousel/carousel-marks';
import { FORMS_WAITING } from '../contact/form/form-marks';

/**
 * The parts of a page that work as served and are taken over later: carousels their controller
 * does not drive yet, contact forms React has not drawn yet. Tests and the bench, which time what
 * a hydrated page does, wait until there are none, having reached for the forms
 * (`WAITING_FORM_FIELDS`), which are drawn only then.
 */
export const PARTS_WAITING = [UNDRIVEN_CAROUSELS, FORMS_WAITING].join(', ');
