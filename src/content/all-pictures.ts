import { combineImageTables, type ImageTable } from './images';
import { COVER_IMAGES } from './cover-images';
import { SERVICE_GALLERY_IMAGES } from './service-gallery-images';
import { SERVICE_PAGE_IMAGES } from './service-page-images';
import { HISTORY_IMAGES } from './history-images';

/**
 * Every picture table of the site, for the build (the offline catalogue's pictures:
 * pwa/picture-stand-ins.ts). Not for the pages: it would put every table in one chunk.
 */
export const ALL_PICTURES: ImageTable = combineImageTables(
  COVER_IMAGES,
  SERVICE_GALLERY_IMAGES,
  SERVICE_PAGE_IMAGES,
  HISTORY_IMAGES,
);
