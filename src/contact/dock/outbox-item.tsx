import { useState } from 'react';
import { useT, useLang } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { COMPANY } from '../../content/company';
import type { OutboxEntry } from '../offline/outbox';
import { flushOutboxNow, removeQueued, retryQueued } from '../offline/outbox-runner';
import { enquiryText } from '../enquiry-text';
import { useProjectTypeLabel } from '../project-type-label';
import styles from './outbox-dock.module.css';

/** One waiting or refused enquiry: what it says, why it waits, and what the visitor can do. */
export function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const { t } = useT();
  const lang = useLang();
  const projectTypeLabel = useProjectTypeLabel();
  const [copied, setCopied] = useState(false);
  const { params, rejection } = entry;
  const text = enquiryText(params, (key) => t(`enquiry.fields.${key}`), projectTypeLabel);
  // 0: a record whose time was lost (see parseEntry); better no date than 1 January 1970.
  const date =
    entry.createdAt > 0 &&
    new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      entry.createdAt,
    );
  const subject = t('outbox.mailSubject', { name: params.from_name });
  const mailto = `mailto:${COMPANY.emails.office}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard here: the text stays on screen to be selected by hand.
    }
  };

  return (
    <li className={styles.item} data-rejected={rejection ? true : undefined}>
      <p className={styles.itemHead}>
        <strong>{params.from_name}</strong> · {params.from_email}
      </p>
      {date && <p className={styles.itemMeta}>{t('outbox.savedAt', { date })}</p>}
      <p className={rejection ? styles.itemRejected : styles.itemWaiting}>
        {rejection
          ? rejection.text.trim()
            ? t('outbox.rejectedReason', { reason: rejection.text.trim() })
            : t('outbox.rejectedNoReason')
          : t('outbox.waiting')}
      </p>
      <details className={styles.itemText}>
        <summary>{t('outbox.showText')}</summary>
        <pre>{text}</pre>
      </details>
      <div className={styles.itemActions}>
        {rejection ? (
          <button type="button" onClick={() => void retryQueued(entry.id)}>
            {t('outbox.retry')}
          </button>
        ) : (
          <button type="button" onClick={() => void flushOutboxNow()}>
            {t('outbox.sendNow')}
          </button>
        )}
        <button type="button" onClick={() => void copy()}>
          {copied ? t('outbox.copied') : t('outbox.copy')}
        </button>
        <a href={mailto}>{t('outbox.mail')}</a>
        {rejection && (
          <button type="button" onClick={() => void removeQueued(entry.id)}>
            {t('outbox.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
