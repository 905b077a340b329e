import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../components/icon/icon';
import type { FormError } from '../status';
import { COMPANY } from '../../content/company';
import styles from './contact-form.module.css';

/** The view that replaces the form once the enquiry was sent or saved on this device. */
export function FormSuccess({ delivery, onNewEnquiry }: { delivery: 'sent' | 'queued'; onNewEnquiry: () => void }) {
  const { t } = useT('contact');
  const ref = useRef<HTMLDivElement>(null);
  // The button that had focus is gone with the form; the message takes it.
  useEffect(() => ref.current?.focus(), []);
  const key = delivery === 'sent' ? 'success' : 'queued';
  return (
    <div ref={ref} className={styles.success} data-delivery={delivery} tabIndex={-1}>
      <Icon name={delivery === 'sent' ? 'check' : 'clock'} className={styles.successIcon} />
      <p className={styles.statusTitle}>{t(`form.messages.${key}.title`)}</p>
      <p>{t(`form.messages.${key}.description`)}</p>
      {delivery === 'queued' && <p className={styles.statusNote}>{t('form.messages.queued.note')}</p>}
      <button type="button" className={styles.newEnquiry} onClick={onNewEnquiry}>
        {t('form.newEnquiry')}
      </button>
    </div>
  );
}

/**
 * Spec §8: the error title and the provider's text (else the translated fallback), above the
 * form; a rate limit or a refusal of this browser gets a sentence the visitor can act on.
 */
export function FormErrorMessage({ error }: { error: FormError }) {
  const { t } = useT('contact');
  const title = t(error.kind === 'cannotQueue' ? 'form.messages.cannotQueue.title' : 'form.messages.error.title');
  return (
    <div className={styles.error}>
      <p className={styles.statusTitle}>{title}</p>
      <p>{errorText(error, t)}</p>
    </div>
  );
}

function errorText(error: FormError, t: TFunction): string {
  switch (error.kind) {
    case 'provider':
      return error.text ?? t('form.messages.error.fallback');
    case 'rateLimited':
      return t('form.messages.rateLimited');
    case 'refused':
      return t('form.messages.refused', { email: COMPANY.emails.office, phone: COMPANY.phones.office.display });
    case 'cannotQueue':
      return t('form.messages.cannotQueue.description');
  }
}
