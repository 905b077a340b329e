import type { MouseEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { Picture } from '../../components/picture/picture';
import { VisuallyHidden } from '../../components/visually-hidden';
import { fetchLightbox } from '../../components/lightbox/lightbox-on-need';
import { HISTORY_PLACEHOLDER_ID, type HistoryRoom } from '../../content/history';
import styles from './museum.module.css';

interface MuseumRoomProps {
  room: HistoryRoom;
  shown: boolean;
  /** The room is fading out before the next one is shown. */
  leaving: boolean;
  onOpenPhoto: (index: number) => void;
}

/** One room of the tour: its title, its story and a grid of photos that open the viewer. */
export function MuseumRoom({ room, shown, leaving, onOpenPhoto }: MuseumRoomProps) {
  const { t } = useT('history');
  const titleId = `room-${room.id}-title`;
  const title = t(room.title);

  const open = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the viewer hands focus back to whatever had it.
    event.currentTarget.focus();
    onOpenPhoto(index);
  };

  return (
    <section
      className={styles.room}
      aria-labelledby={titleId}
      hidden={!shown}
      data-room={room.id}
      data-leaving={leaving || undefined}
    >
      <div className={styles.roomText}>
        <h3 id={titleId} className={styles.roomTitle}>
          {title}
        </h3>
        <p>{t(room.description)}</p>
      </div>
      <ul className={styles.photos} aria-label={t('museum.photosLabel', { room: title })}>
        {room.images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.photo}
              aria-haspopup="dialog"
              onClick={open(index)}
              onPointerEnter={fetchLightbox}
              onFocus={fetchLightbox}
            >
              <Picture
                id={image.id}
                alt={t(image.alt)}
                sizes="(min-width: 900px) 22rem, 46vw"
                fallbackId={HISTORY_PLACEHOLDER_ID}
              />
              <VisuallyHidden>{t('museum.enlargePhoto')}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
