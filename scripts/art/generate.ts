/**
 * `npm run art`: redraws the placeholder art into src/assets/images/{id}.svg and the brand images
 * into src/assets/brand. `npm run art -- history/` redraws only the ids starting with that prefix.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BRAND_FILES, renderBrand } from './brand.ts';
import { ART_BUDGET_BYTES, BRAND_DIR, IMAGE_IDS, IMAGES_DIR, renderImage } from './render.ts';

const prefix = process.argv[2] ?? '';
const write = (file: string, svg: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const note = svg.length > ART_BUDGET_BYTES ? `  <-- over the budget of ${ART_BUDGET_BYTES} bytes` : '';
  console.log(`${String(svg.length).padStart(6)}  ${file}${note}`);
};

for (const id of IMAGE_IDS.filter((id) => id.startsWith(prefix))) write(join(IMAGES_DIR, `${id}.svg`), renderImage(id));
if (!prefix) for (const name of BRAND_FILES) write(join(BRAND_DIR, name), renderBrand(name));
