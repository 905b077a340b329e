import { useT } from '../../i18n/use-t';
import type { Gallery, CarouselImage } from '../../content/galleries';
import { Picture } from '../picture/picture';
import { Carousel } from './carousel';
import styles from './carousel.module.css';

interface ImageCarouselProps {
  gallery: Gallery;
  label: string;
  /** How wide the pictures are shown (the `sizes` attribute). */
  sizes: string;
  /** The first picture is the largest of the page's first view. */
  priority?: boolean;
  className?: string;
}

/** A gallery of captioned pictures: the Carousel given a Gallery of the content data. */
export function ImageCarousel({ gallery, label, sizes, priority = false, className }: ImageCarouselProps) {
  const { t } = useT();
  return (
    <Carousel<CarouselImage>
      label={label}
      items={gallery.images}
      itemKey={(image) => image.imageId}
      intervalMs={gallery.intervalMs}
      counter={gallery.counter}
      className={className}
      renderSlide={(image, i, near) => (
        <figure className={styles.figure}>
          {near ? (
            <Picture id={image.imageId} alt={t(image.altKey)} sizes={sizes} priority={priority && i === 0} />
          ) : (
            <span className={styles.pendingPicture} />
          )}
          <figcaption className={styles.caption}>{t(image.titleKey)}</figcaption>
        </figure>
      )}
    />
  );
}
