import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { HISTORY_PLACEHOLDER_ID, HISTORY_ROOMS } from '../../content/history';
import { Icon } from '../../components/icon/icon';
import { LightboxOnNeed } from '../../components/lightbox/lightbox-on-need';
import { actionForKey, canGoNext, canGoPrevious, museumReducer, targetRoom, type MuseumAction } from './museum-state';
import { useMuseum } from './use-museum';
import { MuseumRoom } from './museum-room';
import actions from '../../components/action-button/action-button.module.css';
import hidden from '../../components/visually-hidden.module.css';
import styles from './museum.module.css';

/** Spec §4, History museum: five rooms walked by buttons, room icons and the arrow keys. */
export function Museum() {
  const { t } = useT('history');
  const [state, dispatch] = useMuseum(HISTORY_ROOMS.length);
  const [photo, setPhoto] = useState<number | null>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const closeViewer = useCallback(() => setPhoto(null), []);
  const target = targetRoom(state);
  const room = HISTORY_ROOMS[state.current]!;
  const heading = HISTORY_ROOMS[target]!;

  const move = (action: MuseumAction) => {
    const after = museumReducer(state, action);
    dispatch(action);
    // A button that becomes disabled drops focus to <body>; hand it to the other end's button.
    if (document.activeElement === nextRef.current && !canGoNext(after)) previousRef.current?.focus();
    if (document.activeElement === previousRef.current && !canGoPrevious(after)) nextRef.current?.focus();
  };

  // Only while focus is inside the museum, so the arrows keep scrolling the rest of the page. React
  // also bubbles the viewer's keys up here out of its portal; those belong to the viewer.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const action = actionForKey(event.key);
    if (!action) return;
    event.preventDefault();
    move(action);
  };

  return (
    <section className={styles.museum} aria-labelledby="museum-title" onKeyDown={onKeyDown}>
      <h2 id="museum-title" className={styles.title}>
        {t('museum.title')}
      </h2>
      <p className={styles.intro}>{t('museum.intro', { year: COMPANY.foundedYear })}</p>
      <p className={styles.hint}>{t('museum.keyboardHint')}</p>

      <ol className={styles.roomNav} aria-label={t('museum.roomsLabel')}>
        {HISTORY_ROOMS.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.roomButton}
              aria-current={index === target ? 'step' : undefined}
              onClick={() => move({ type: 'go', room: index })}
            >
              <Icon name={item.icon} size={24} />
              <span className={styles.roomNumber}>{index + 1}</span>
              {/* On narrow screens the icon and number stay; the name is still the button's label. */}
              <span className={hidden.hiddenWhenNarrow}>{t(item.title)}</span>
            </button>
          </li>
        ))}
      </ol>

      {HISTORY_ROOMS.map((item, index) => (
        <MuseumRoom
          key={item.id}
          room={item}
          shown={index === state.current}
          leaving={index === state.current && state.pending !== null}
          onOpenPhoto={setPhoto}
        />
      ))}

      <div className={styles.controls}>
        <StepButton ref={previousRef} direction="previous" disabled={!canGoPrevious(state)} onClick={move}>
          {t('museum.previous')}
        </StepButton>
        <p className={styles.position} aria-live="polite">
          {t('museum.announcement', { current: target + 1, total: HISTORY_ROOMS.length, room: t(heading.title) })}
        </p>
        <StepButton ref={nextRef} direction="next" disabled={!canGoNext(state)} onClick={move}>
          {t('museum.next')}
        </StepButton>
      </div>

      {photo !== null && (
        <LightboxOnNeed
          images={room.images.map((image) => ({ id: image.id, alt: t(image.alt) }))}
          index={photo}
          title={t('museum.viewerTitle', { room: t(room.title) })}
          onIndexChange={setPhoto}
          onClose={closeViewer}
          fallbackId={HISTORY_PLACEHOLDER_ID}
        />
      )}
    </section>
  );
}

/** A step to the previous or next room; its arrow points the way it goes. */
function StepButton({
  ref,
  direction,
  disabled,
  onClick,
  children,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: (action: MuseumAction) => void;
  children: ReactNode;
}) {
  const arrow = <Icon name="arrow" size={20} className={direction === 'previous' ? styles.back : undefined} />;
  return (
    <button
      ref={ref}
      type="button"
      className={`${actions.primary} ${actions.large} ${styles.step}`}
      disabled={disabled}
      onClick={() => onClick({ type: direction })}
    >
      {direction === 'previous' && arrow}
      {children}
      {direction === 'next' && arrow}
    </button>
  );
}
