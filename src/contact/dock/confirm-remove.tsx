import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './outbox-dock.module.css';

interface Props {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an enquiry is deleted for good; the safe answer has the focus. */
export function ConfirmRemove({ name, onConfirm, onCancel }: Props) {
  const { t } = useT();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className={styles.confirm}>
      <p id={id}>{t('outbox.removeConfirm', { name })}</p>
      <div className={styles.itemActions}>
        <button type="button" className={styles.danger} onClick={onConfirm}>
          {t('outbox.removeYes')}
        </button>
        <button ref={cancelRef} type="button" onClick={onCancel}>
          {t('outbox.removeNo')}
        </button>
      </div>
    </div>
  );
}
