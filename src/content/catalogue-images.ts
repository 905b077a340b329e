import { createImageTable, type ResponsiveImage } from './images';

/** The catalogue's pictures (services, their galleries and carousels): every one but the history museum's. */
export const CATALOGUE_IMAGES = createImageTable(
  // Vite reads glob options statically: the query is written out as literals, here and in history-images.ts.
  import.meta.glob<ResponsiveImage>(['../assets/images/**/*.{svg,jpg,jpeg,png,webp}', '!../assets/images/history/**'], {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
