import { createImageTable, type ResponsiveImage } from './images';

// One of the catalogue's picture tables (see images.ts); its glob options are literals, as Vite needs.

/** The galleries of the four services with a page of their own (binding/, design/, printing/, various/). */
export const SERVICE_PAGE_IMAGES = createImageTable(
  import.meta.glob<ResponsiveImage>(
    [
      '../assets/images/*/**/*.{svg,jpg,jpeg,png,webp}',
      '!../assets/images/services/**',
      '!../assets/images/history/**',
    ],
    {
      query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
      import: 'default',
      eager: true,
    },
  ),
);
