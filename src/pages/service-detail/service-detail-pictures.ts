import { COVER_IMAGES } from '../../content/cover-images';
import { SERVICE_GALLERY_IMAGES } from '../../content/service-gallery-images';
import { combineImageTables } from '../../content/images';
import { picturesFrom } from '../../components/picture/picture-markup';

/** The service's cover and gallery, and the covers of the related services' cards. */
export const IMAGES = combineImageTables(COVER_IMAGES, SERVICE_GALLERY_IMAGES);
/**
 * How this page's carousel draws the pictures of its later slides (components/carousel): a
 * module apart from the page's, free of React, which the carousels load as soon as they turn.
 */
export const picturesOf = picturesFrom(IMAGES);
