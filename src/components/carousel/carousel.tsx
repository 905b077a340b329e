import { memo, useId, useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useCarousel } from './use-carousel';
import { useSwipe } from './use-swipe';
import { CarouselControls } from './carousel-controls';
import styles from './carousel.module.css';

export interface CarouselProps<T> {
  /** The accessible name of the carousel, e.g. "Binding gallery". */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** `near`: the slide is, or has been, next to the one shown; only then should its images load. */
  renderSlide: (item: T, index: number, near: boolean) => ReactNode;
  /** Milliseconds between automatic advances; absent for a carousel that only moves on request. */
  intervalMs?: number;
  dots?: boolean;
  counter?: boolean;
  className?: string;
}

/**
 * The one carousel of the site (WAI-ARIA APG "carousel" pattern). Every slide is rendered, so
 * their content is in the prerendered HTML; the slides that are not shown are inert. A slide is
 * told when it is near the one shown, so a gallery loads its pictures one step ahead instead of
 * all at once. Previous, next and the dots wrap around.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderSlide,
  intervalMs,
  dots = true,
  counter = false,
  className,
}: CarouselProps<T>) {
  const { t } = useT();
  const slidesId = useId();
  const count = items.length;
  const carousel = useCarousel(count, intervalMs ?? null);
  // Each slide's name, once per language: the slides themselves ask nothing of i18next.
  const slideLabels = useMemo(
    () => Array.from({ length: count }, (_, i) => t('carousel.slideLabel', { n: i + 1, total: count })),
    [t, count],
  );
  const swipe = useSwipe(carousel.next, carousel.previous);

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={label}
      {...carousel.rootHandlers}
    >
      <div id={slidesId} className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'} {...swipe}>
        {items.map((item, i) => (
          <Slide<T>
            key={itemKey(item)}
            item={item}
            index={i}
            roleDescription={t('carousel.roleSlide')}
            label={slideLabels[i]!}
            current={i === carousel.index}
            near={carousel.isNear(i)}
            renderSlide={renderSlide}
          />
        ))}
      </div>
      {count > 1 && (
        <CarouselControls
          count={count}
          index={carousel.index}
          slidesId={slidesId}
          dots={dots}
          counter={counter}
          playing={carousel.autoplay ? carousel.playing : null}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
          onTogglePlaying={carousel.togglePlaying}
        />
      )}
    </section>
  );
}

interface SlideProps<T> {
  item: T;
  index: number;
  roleDescription: string;
  label: string;
  current: boolean;
  near: boolean;
  renderSlide: CarouselProps<T>['renderSlide'];
}

/**
 * One slide, drawn again only when it becomes or stops being the current one or a near one: a
 * change of slide redraws two or three slides, not all of them (a tap's work on a long gallery).
 */
const Slide = memo(function Slide<T>({
  item,
  index,
  roleDescription,
  label,
  current,
  near,
  renderSlide,
}: SlideProps<T>) {
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      data-current={current}
      inert={!current}
    >
      {renderSlide(item, index, near)}
    </div>
  );
}) as <T>(props: SlideProps<T>) => ReactNode;
