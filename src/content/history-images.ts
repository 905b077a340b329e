import { createImageTable, type ResponsiveImage } from './images';

/** The history museum's pictures (src/assets/images/history), for the history page only. */
export const HISTORY_IMAGES = createImageTable(
  // Vite reads glob options statically: the query is written out as literals, as in each picture table.
  import.meta.glob<ResponsiveImage>('../assets/images/history/**/*.{svg,jpg,jpeg,png,webp}', {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
