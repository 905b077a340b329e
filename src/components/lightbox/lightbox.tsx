import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/use-t';
import { Picture } from '../picture/picture';
import { useFocusTrap } from '../use-focus-trap';
import { VisuallyHidden } from '../visually-hidden';
import { Icon } from '../icon/icon';
import { stepIndex } from './lightbox-index';
import overlay from '../overlay.module.css';
import styles from './lightbox.module.css';

export interface LightboxImage {
  /** Image id below src/assets/images. */
  id: string;
  alt: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The photo on show. */
  index: number;
  /** The dialog's accessible name and visible heading. */
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Image id shown instead of a photo that fails to load. */
  fallbackId?: string;
}

/**
 * An enlarged photo viewer in a modal dialog: focus stays inside while it is open and goes back
 * to the element that opened it; Escape, a click outside the photo panel and the close button
 * close it. Mount it only while open; it renders into <body>, above every stacking context.
 */
export function Lightbox({ images, index, title, onIndexChange, onClose, fallbackId }: LightboxProps) {
  const { t } = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const image = images[index];
  const many = images.length > 1;
  useFocusTrap(dialogRef, true);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.documentElement.dataset.scrollLocked = 'true';
    return () => {
      document.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.scrollLocked;
    };
  }, [onClose]);

  // Zooming in starts from the middle of the photo, not its top-left corner.
  useEffect(() => {
    const frame = frameRef.current;
    if (zoomed && frame)
      frame.scrollTo((frame.scrollWidth - frame.clientWidth) / 2, (frame.scrollHeight - frame.clientHeight) / 2);
  }, [zoomed]);

  if (!image) return null;
  const go = (step: number) => onIndexChange(stepIndex(index, step, images.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The zoomed frame scrolls with the arrows; elsewhere they change photo.
    const inZoomedFrame = zoomed && event.target instanceof HTMLElement && event.target.dataset.frame !== undefined;
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step || !many || inZoomedFrame) return;
    event.preventDefault();
    go(step);
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!dialogRef.current?.contains(event.target as Node)) onClose();
  };

  return createPortal(
    <div className={`${overlay.overlay} ${styles.backdrop}`} onClick={onBackdropClick} data-testid="lightbox-backdrop">
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-zoomed={zoomed || undefined}
        onKeyDown={onKeyDown}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.tool} aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
            <Icon name={zoomed ? 'reduce' : 'enlarge'} size={24} weight={2} />
            <VisuallyHidden>{t('lightbox.enlarge')}</VisuallyHidden>
          </button>
          <button type="button" className={styles.tool} onClick={onClose}>
            <Icon name="close" size={24} weight={2} />
            <VisuallyHidden>{t('lightbox.close')}</VisuallyHidden>
          </button>
        </div>
        <div className={styles.stage}>
          <div
            ref={frameRef}
            className={styles.frame}
            data-frame=""
            tabIndex={zoomed ? 0 : undefined}
            role={zoomed ? 'group' : undefined}
            aria-label={zoomed ? t('lightbox.zoomedFrame') : undefined}
          >
            <Picture
              key={image.id}
              id={image.id}
              alt={image.alt}
              sizes={zoomed ? '200vw' : '(min-width: 64rem) 64rem, 100vw'}
              priority
              fallbackId={fallbackId}
              className={styles.picture}
            />
          </div>
          {many && (
            <>
              <button type="button" className={`${styles.tool} ${styles.previous}`} onClick={() => go(-1)}>
                <Icon name="previous" size={24} weight={2} />
                <VisuallyHidden>{t('lightbox.previous')}</VisuallyHidden>
              </button>
              <button type="button" className={`${styles.tool} ${styles.next}`} onClick={() => go(1)}>
                <Icon name="next" size={24} weight={2} />
                <VisuallyHidden>{t('lightbox.next')}</VisuallyHidden>
              </button>
            </>
          )}
        </div>
        <p className={styles.caption} aria-live="polite">
          <span>{image.alt}</span>
          <span className={styles.counter}>{t('lightbox.position', { current: index + 1, total: images.length })}</span>
        </p>
      </div>
    </div>,
    document.body,
  );
}
