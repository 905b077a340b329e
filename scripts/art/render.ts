import { Canvas } from './canvas.ts';
import { SCENES } from './catalogue.ts';

/** Where the pictures and the brand images are written, relative to the project root. */
export const IMAGES_DIR = 'src/assets/images';
export const BRAND_DIR = 'src/assets/brand';

/** Every picture's SVG stays under this many bytes: small sources, quick builds. */
export const ART_BUDGET_BYTES = 8 * 1024;

/** The ids of every picture the generator draws (paths below src/assets/images, without .svg). */
export const IMAGE_IDS = Object.keys(SCENES).sort();

/** The SVG source of one picture; the id seeds its variation, so the result is always the same. */
export function renderImage(id: string): string {
  const scene = SCENES[id];
  if (!scene) throw new Error(`No scene for image "${id}"`);
  const canvas = new Canvas(id);
  return canvas.render(scene(canvas));
}
