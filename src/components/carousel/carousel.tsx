import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { PictureOf } from '../picture/picture-markup';
import { useLang, useT } from '../../i18n/use-t';
import { controlCarousel } from './carousel-controller';
import { CAROUSEL } from './carousel-marks';
import { drawnOnArrival } from './arrival';
import { CarouselControls } from './carousel-controls';
import styles from './carousel.module.css';

export interface CarouselProps<T> {
  /** The accessible name of the carousel, e.g. "Binding gallery". */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /**
   * `near`: the slide is next to the first one, so its pictures are drawn at once; the others'
   * are drawn when they come near (`DeferredPicture` in image-carousel.tsx).
   */
  renderSlide: (item: T, index: number, near: boolean) => ReactNode;
  /** Milliseconds between automatic advances; absent for a carousel that only moves on request. */
  intervalMs?: number;
  dots?: boolean;
  counter?: boolean;
  className?: string;
  /** How the page draws the pictures of slides drawn later (`DeferredPicture` frames). */
  pictureOf?: PictureOf;
  /** A slide's element id, which an address's fragment may name to start there (arrival.ts). */
  slideId?: (item: T) => string;
}

/**
 * The one carousel of the site (WAI-ARIA APG "carousel" pattern), drawn once as it stands on
 * arrival: the first slide shown, the others inert, every slide's content in the prerendered
 * HTML. Its controller (carousel-controller.ts) turns it without React: the boot script drives a
 * prerendered page's carousels (start-carousels.ts), which the app keeps as served and never
 * draws; one drawn here, on a page reached in place, is driven from this effect. Drawn anew in
 * another language.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return <CarouselMarkup key={useLang()} {...props} />;
}

function CarouselMarkup<T>({
  label,
  items,
  itemKey,
  renderSlide,
  intervalMs,
  dots = true,
  counter = false,
  className,
  pictureOf,
  slideId,
}: CarouselProps<T>) {
  const { t } = useT();
  const root = useRef<HTMLElement>(null);
  // Imported with the page, not when it is drawn: a page reached by a link asks for all it needs
  // at once (e2e/loading-order.spec.ts).
  useEffect(() => controlCarousel(root.current!, pictureOf ?? null), [pictureOf]);
  const slidesId = useId();
  const count = items.length;
  const autoplay = Boolean(intervalMs) && count > 1;
  const marks = { [CAROUSEL.root]: autoplay ? String(intervalMs) : '' };
  const slidesMark = { [CAROUSEL.slides]: '' };

  return (
    <section
      ref={root}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={label}
      {...marks}
    >
      <div id={slidesId} className={styles.slides} aria-live={autoplay ? 'off' : 'polite'} {...slidesMark}>
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            id={slideId?.(item)}
            className={styles.slide}
            role="group"
            aria-roledescription={t('carousel.roleSlide')}
            aria-label={t('carousel.slideLabel', { n: i + 1, total: count })}
            data-current={i === 0}
            inert={i !== 0}
          >
            {renderSlide(item, i, drawnOnArrival(i, count))}
          </div>
        ))}
      </div>
      {count > 1 && (
        <CarouselControls count={count} slidesId={slidesId} dots={dots} counter={counter} autoplay={autoplay} />
      )}
    </section>
  );
}
