import { createImageTable, type ResponsiveImage } from './images';

// One of the catalogue's picture tables (see images.ts); its glob options are literals, as Vite needs.

/** Each service's cover (services/{id}/cover): the cards that lead to a service, and its own hero. */
export const COVER_IMAGES = createImageTable(
  import.meta.glob<ResponsiveImage>('../assets/images/services/*/cover.{svg,jpg,jpeg,png,webp}', {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
