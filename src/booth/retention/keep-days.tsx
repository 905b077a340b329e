import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useBooth, useLeadsStore } from '../leads/booth-provider';
import { MAX_KEEP_DAYS } from '../leads/lead-record';
import { parseKeepDays } from './retention';
import styles from './device.module.css';

/** The days a sent lead stays on the device: shown, and changed by the rep. */
export function KeepDays() {
  const { t } = useT('booth');
  const { settings, loaded } = useBooth();
  const store = useLeadsStore();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  // What the rep is typing; null: the field shows the stored setting (as another tab changes it).
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'invalid' | 'saved' | 'tabOnly' | 'newer'; days?: number } | null>(
    null,
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const days = parseKeepDays(draft ?? String(settings.keepDays));
    if (days === null) return setMessage({ kind: 'invalid' });
    // The settings as stored now, this field's change on top: the fair and the rep stay as they are.
    const stored = await store.putSettings({ ...store.getSnapshot().settings, keepDays: days });
    setDraft(null);
    // Refused outright when a newer version holds the settings (nothing held in the tab): say so.
    const refused = store.getSnapshot().problem === 'newer' ? 'newer' : 'tabOnly';
    setMessage({ kind: stored ? 'saved' : refused, days });
  };

  const invalid = message?.kind === 'invalid';
  return (
    <form className={styles.days} onSubmit={(event) => void save(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('device.keepDaysLabel')}</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_KEEP_DAYS}
          step={1}
          // Empty until the device's setting is read: the page is served with none of it.
          value={draft ?? (loaded ? String(settings.keepDays) : '')}
          disabled={!loaded}
          aria-invalid={invalid || undefined}
          aria-describedby={`${hintId} ${messageId}`}
          onChange={(event) => {
            setDraft(event.target.value);
            if (invalid) setMessage(null);
          }}
        />
      </div>
      <button type="submit" disabled={!loaded}>
        {t('device.saveButton')}
      </button>
      <p id={hintId} className={styles.hint}>
        {t('device.keepDaysHint', { max: MAX_KEEP_DAYS })}
      </p>
      <p id={messageId} className={invalid ? `${styles.hint} ${styles.error}` : styles.hint} role="status">
        {message?.kind === 'invalid' && t('device.keepDaysInvalid', { max: MAX_KEEP_DAYS })}
        {message?.kind === 'saved' && t('device.keepDaysSaved', { count: message.days })}
        {message?.kind === 'tabOnly' && t('device.keepDaysTabOnly')}
        {message?.kind === 'newer' && t('device.keepDaysNewer')}
      </p>
    </form>
  );
}
