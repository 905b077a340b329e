import { useT } from '../../i18n/use-t';
import { VisuallyHidden } from '../visually-hidden';
import { Icon } from '../icon/icon';
import { CAROUSEL } from './carousel-marks';
import styles from './carousel.module.css';

interface CarouselControlsProps {
  count: number;
  slidesId: string;
  dots: boolean;
  counter: boolean;
  /** Whether the carousel turns by itself, so there is something to pause. */
  autoplay: boolean;
}

/**
 * The carousel's buttons, as they stand on arrival (the first slide, turning by itself unless the
 * visitor prefers reduced motion); the
 * controller (carousel-controller.ts) answers them and draws their changes.
 */
export function CarouselControls({ count, slidesId, dots, counter, autoplay }: CarouselControlsProps) {
  const { t } = useT();
  const action = (name: 'previous' | 'next' | 'toggle') => ({ [CAROUSEL.action]: name });
  const when = (state: 'playing' | 'paused') => ({ [CAROUSEL.when]: state });
  return (
    <div className={styles.controls}>
      {autoplay && (
        // Served without data-playing: CSS offers pause, or play under reduced motion, where the
        // controller starts paused; the controller sets it and hides the pair that does not fit.
        <button type="button" className={styles.rotation} {...action('toggle')}>
          <span className={styles.rotationIcon} {...when('playing')}>
            <Icon name="pause" size={20} weight={2.2} />
          </span>
          <span className={styles.rotationIcon} {...when('paused')}>
            <Icon name="play" size={20} weight={2.2} />
          </span>
          <VisuallyHidden>
            <span {...when('playing')}>{t('carousel.pause')}</span>
            <span {...when('paused')}>{t('carousel.play')}</span>
          </VisuallyHidden>
        </button>
      )}
      <button type="button" className={styles.arrow} aria-controls={slidesId} {...action('previous')}>
        <Icon name="previous" size={20} weight={2.2} />
        <VisuallyHidden>{t('carousel.previous')}</VisuallyHidden>
      </button>
      {dots && (
        <ul className={styles.dots} data-many={count > 8}>
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-current={i === 0 ? 'true' : undefined}
                {...{ [CAROUSEL.dot]: i }}
              >
                <VisuallyHidden>{t('carousel.goTo', { n: i + 1, total: count })}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      )}
      {counter && (
        <p className={styles.counter} aria-hidden="true" {...{ [CAROUSEL.counter]: '' }}>
          {`1 / ${count}`}
        </p>
      )}
      <button type="button" className={styles.arrow} aria-controls={slidesId} {...action('next')}>
        <Icon name="next" size={20} weight={2.2} />
        <VisuallyHidden>{t('carousel.next')}</VisuallyHidden>
      </button>
    </div>
  );
}
