import { useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { Gallery, CarouselImage } from '../../content/galleries';
import { Picture } from '../picture/picture';
import { useImageTable } from '../picture/image-table';
import { picturesFrom } from '../picture/picture-markup';
import { deferredPictureAttributes } from './arrival';
import { Carousel } from './carousel';
import { pictureFragment } from './picture-fragment';
import styles from './carousel.module.css';

interface ImageCarouselProps {
  gallery: Gallery;
  label: string;
  /** How wide the pictures are shown (the `sizes` attribute). */
  sizes: string;
  /** The first picture is the largest of the page's first view. */
  priority?: boolean;
  className?: string;
  /**
   * What the page puts under a picture's caption (a service picture's selection toggle): given by
   * the page, as components know nothing of the features above them.
   */
  pictureAction?: (image: CarouselImage) => ReactNode;
}

/** A gallery of captioned pictures: the Carousel given a Gallery of the content data. */
export function ImageCarousel({
  gallery,
  label,
  sizes,
  priority = false,
  className,
  pictureAction,
}: ImageCarouselProps) {
  const { t } = useT();
  const table = useImageTable();
  const pictureOf = useMemo(() => picturesFrom(table), [table]);
  return (
    <Carousel<CarouselImage>
      pictureOf={pictureOf}
      label={label}
      items={gallery.images}
      itemKey={(image) => image.imageId}
      slideId={(image) => pictureFragment(image.imageId)}
      intervalMs={gallery.intervalMs}
      counter={gallery.counter}
      className={className}
      renderSlide={(image, i, near) => (
        <figure className={styles.figure}>
          {near ? (
            <Picture id={image.imageId} alt={t(image.altKey)} sizes={sizes} priority={priority && i === 0} />
          ) : (
            <DeferredPicture id={image.imageId} alt={t(image.altKey)} sizes={sizes} className={styles.pendingPicture} />
          )}
          <figcaption className={styles.caption}>{t(image.titleKey)}</figcaption>
          {pictureAction && <div className={styles.pictureAction}>{pictureAction(image)}</div>}
        </figure>
      )}
    />
  );
}

/**
 * The frame of a slide's picture drawn later, when the slide comes near (deferred-picture.ts):
 * nothing of it is fetched until then. It names its image; the page's image table gives the rest.
 */
function DeferredPicture({
  id,
  alt,
  sizes,
  className,
}: {
  id: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  return <span className={className} {...deferredPictureAttributes(id, alt, sizes)} />;
}
