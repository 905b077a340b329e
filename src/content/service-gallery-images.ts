import { createImageTable, type ResponsiveImage } from './images';

// One of the catalogue's picture tables (see images.ts); its glob options are literals, as Vite needs.

/** The other pictures of services/{id}/: the service detail pages' galleries and the sample cards. */
export const SERVICE_GALLERY_IMAGES = createImageTable(
  import.meta.glob<ResponsiveImage>(
    ['../assets/images/services/*/*.{svg,jpg,jpeg,png,webp}', '!../assets/images/services/*/cover.*'],
    {
      query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
      import: 'default',
      eager: true,
    },
  ),
);
