import { COVER_IMAGES } from '../../content/cover-images';
import { SERVICE_PAGE_IMAGES } from '../../content/service-page-images';
import { combineImageTables } from '../../content/images';
import { picturesFrom } from '../../components/picture/picture-markup';

/** The service's cover and pictures, and the covers of the cards that lead to other services. */
export const IMAGES = combineImageTables(COVER_IMAGES, SERVICE_PAGE_IMAGES);
/**
 * How this page's carousel draws the pictures of its later slides (components/carousel): a
 * module apart from the page's, free of React, which the carousels load as soon as they turn.
 */
export const picturesOf = picturesFrom(IMAGES);
