import type { Scene } from './canvas.ts';
import { MORE_BINDING_SCENES } from './scenes/binding-more.ts';
import { BINDING_SCENES } from './scenes/binding.ts';
import { BOOK_SCENES } from './scenes/books.ts';
import { CARD_SCENES } from './scenes/cards.ts';
import { CASCADE_SCENES } from './scenes/cascades.ts';
import { CATALOGUE_SCENES } from './scenes/catalogues.ts';
import { CUTTING_SCENES } from './scenes/cuttings.ts';
import { DESIGN_SCENES } from './scenes/design.ts';
import { LATE_HISTORY_SCENES } from './scenes/history-late.ts';
import { HISTORY_SCENES } from './scenes/history.ts';
import { PRINTING_SCENES } from './scenes/printing.ts';
import { SPINE_SCENES } from './scenes/spines.ts';
import { VARIOUS_SCENES } from './scenes/various.ts';

/** Every picture of the site by id (its path below src/assets/images, without .svg). */
export const SCENES: Record<string, Scene> = {
  ...CASCADE_SCENES,
  ...BOOK_SCENES,
  ...CARD_SCENES,
  ...CUTTING_SCENES,
  ...SPINE_SCENES,
  ...CATALOGUE_SCENES,
  ...DESIGN_SCENES,
  ...PRINTING_SCENES,
  ...BINDING_SCENES,
  ...MORE_BINDING_SCENES,
  ...VARIOUS_SCENES,
  ...HISTORY_SCENES,
  ...LATE_HISTORY_SCENES,
};
