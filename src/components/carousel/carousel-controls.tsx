import { memo, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { VisuallyHidden } from '../visually-hidden';
import { Icon } from '../icon/icon';
import styles from './carousel.module.css';

interface CarouselControlsProps {
  count: number;
  index: number;
  slidesId: string;
  dots: boolean;
  counter: boolean;
  /** Null when the carousel does not turn by itself, so there is nothing to pause. */
  playing: boolean | null;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePlaying: () => void;
}

export function CarouselControls(props: CarouselControlsProps) {
  const { t } = useT();
  const { count, index, slidesId, playing } = props;
  // Each dot's name, once per language: the dots themselves ask nothing of i18next.
  const dotLabels = useMemo(
    () => Array.from({ length: count }, (_, i) => t('carousel.goTo', { n: i + 1, total: count })),
    [t, count],
  );
  return (
    <div className={styles.controls}>
      {playing !== null && (
        <button type="button" className={styles.rotation} onClick={props.onTogglePlaying} data-playing={playing}>
          <Icon name={playing ? 'pause' : 'play'} size={20} weight={2.2} />
          <VisuallyHidden>{t(playing ? 'carousel.pause' : 'carousel.play')}</VisuallyHidden>
        </button>
      )}
      <button type="button" className={styles.arrow} aria-controls={slidesId} onClick={props.onPrevious}>
        <Icon name="previous" size={20} weight={2.2} />
        <VisuallyHidden>{t('carousel.previous')}</VisuallyHidden>
      </button>
      {props.dots && (
        <ul className={styles.dots} data-many={count > 8}>
          {Array.from({ length: count }, (_, i) => (
            <Dot
              key={i}
              index={i}
              label={dotLabels[i]!}
              current={i === index}
              slidesId={slidesId}
              onGoTo={props.onGoTo}
            />
          ))}
        </ul>
      )}
      {props.counter && (
        <p className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </p>
      )}
      <button type="button" className={styles.arrow} aria-controls={slidesId} onClick={props.onNext}>
        <Icon name="next" size={20} weight={2.2} />
        <VisuallyHidden>{t('carousel.next')}</VisuallyHidden>
      </button>
    </div>
  );
}

interface DotProps {
  index: number;
  label: string;
  current: boolean;
  slidesId: string;
  onGoTo: (index: number) => void;
}

/** One dot, drawn again only when it becomes or stops being the current one. */
const Dot = memo(function Dot({ index, label, current, slidesId, onGoTo }: DotProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.dot}
        aria-controls={slidesId}
        aria-current={current ? 'true' : undefined}
        onClick={() => onGoTo(index)}
      >
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
    </li>
  );
});
