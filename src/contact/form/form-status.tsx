import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { useOnline } from '../../components/use-online';
import { shortReference } from '../clean-input';
import { useEnquiryFallbacks } from '../use-enquiry-fallbacks';
import type { TemplateParams } from '../template-params';
import { Icon } from '../../components/icon/icon';
import type { FormError } from '../status';
import { COMPANY } from '../../content/company';
import { KEPT_NOTICE } from './served-send';
import { focusIn, focusWasLost } from './view-focus';
import styles from './contact-form.module.css';

interface SuccessProps {
  delivery: 'sent' | 'queued';
  /** The enquiry's submission id, shown short so a visitor can quote it. */
  reference: string | null;
  /** When the outbox tries again, if it is waiting on its schedule. */
  retryAt: number | null;
  /**
   * The enquiry, where `retryAt` is the page's alone (storage refuses every write: see
   * OutboxSnapshot.retryOnPageOnly): it goes only while the page stays open, so the visitor is
   * told so and given its text to e-mail or copy. Null otherwise.
   */
  onPageOnly: TemplateParams | null;
  onSendNow: () => void;
  onNewEnquiry: () => void;
}

/**
 * The view that replaces the form once the enquiry was sent or saved on this device. Saved:
 * "offline" only when the browser is offline; else it could not reach us, and says when it
 * tries again, with a way to try now.
 */
export function FormSuccess({ delivery, reference, retryAt, onPageOnly, onSendNow, onNewEnquiry }: SuccessProps) {
  const { t } = useT('contact');
  const lang = useLang();
  const online = useOnline();
  const ref = useRef<HTMLDivElement>(null);
  // The button that had focus is gone with the form; the message takes it.
  useEffect(() => ref.current?.focus(), []);
  // Saved, then sent (the form's 'delivered'): the same view, not remounted, drops "Send now" and
  // the mail and copy fallbacks. Had one of them the focus as the view changed, the message takes
  // it rather than the body; focus anywhere else is the visitor's (text clicked further down, an
  // open dialog over the page). Where the focus was is read as the change is drawn, before the
  // DOM changes: kept from the focus's comings and goings instead, a control the view dropped
  // earlier (offline, "Send now" goes) left a stale "in the view" (React drops the focusout of a
  // control it removes), and a switch to another window a false "out of it".
  const shownDelivery = useRef(delivery);
  const focusInViewAtChange = useRef(false);
  if (shownDelivery.current !== delivery) focusInViewAtChange.current = focusIn(ref.current);
  useEffect(() => {
    if (shownDelivery.current === delivery) return;
    shownDelivery.current = delivery;
    // Not scrolled to: the focus was in the view already, wherever the visitor had scrolled.
    if (focusWasLost(focusInViewAtChange.current, document.activeElement, document.body))
      ref.current?.focus({ preventScroll: true });
  }, [delivery]);
  const key = delivery === 'sent' ? 'success' : 'queued';
  const time = (at: number) =>
    new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  const description =
    delivery === 'sent' || !online
      ? t(`form.messages.${key}.description`)
      : retryAt !== null
        ? t(onPageOnly ? 'form.messages.queued.retryOnPage' : 'form.messages.queued.retryAt', { time: time(retryAt) })
        : t('form.messages.queued.retrySoon');
  const fallbacks = delivery === 'queued' && online && retryAt !== null ? onPageOnly : null;
  return (
    <div ref={ref} className={styles.success} data-delivery={delivery} tabIndex={-1}>
      <Icon name={delivery === 'sent' ? 'check' : 'clock'} className={styles.successIcon} />
      <p className={styles.statusTitle}>{t(`form.messages.${key}.title`)}</p>
      <p>{description}</p>
      {reference && (
        <p className={styles.reference}>{t('form.messages.reference', { reference: shortReference(reference) })}</p>
      )}
      {delivery === 'queued' && !fallbacks && <p className={styles.statusNote}>{t('form.messages.queued.note')}</p>}
      {fallbacks && <EnquiryFallbacks params={fallbacks} />}
      <div>
        {delivery === 'queued' && online && (
          <button type="button" className={styles.sendNow} onClick={onSendNow}>
            {t('common:outbox.sendNow')}
          </button>
        )}
        <button type="button" className={styles.newEnquiry} onClick={onNewEnquiry}>
          {t('form.newEnquiry')}
        </button>
      </div>
    </div>
  );
}

/**
 * The enquiry's text to e-mail or copy, where the page cannot promise to send it (see
 * FormSuccess): the outbox dock's (useEnquiryFallbacks), saying too when the link had to shorten it.
 */
function EnquiryFallbacks({ params }: { params: TemplateParams }) {
  const { t } = useT();
  const { mailto, copyState, copy } = useEnquiryFallbacks(params);
  return (
    <div>
      {mailto.shortened && <p className={styles.statusNote}>{t('outbox.mailShortened')}</p>}
      <a href={mailto.href}>{t('outbox.mail')}</a>{' '}
      <button type="button" className={styles.sendNow} onClick={copy}>
        {copyState === 'copied' ? t('outbox.copied') : t('outbox.copy')}
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

export function errorText(error: FormError, t: TFunction): string {
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

/**
 * What the form as served says when Send was pressed and the app could not load (served-send.ts):
 * rendered hidden with the page, in its language, and shown by the boot script alone. Once the
 * app has the form, it stays hidden: the form says itself what became of the enquiry. Once the
 * text went to an e-mail or was copied, the Send waits for the visitor's word: it offers to send
 * it from here too or not, and says so once they chose not to (`cancelled`, in the form's live
 * region).
 */
export function KeptNotice() {
  const { t } = useT('contact');
  return (
    <div
      hidden
      className={styles.kept}
      {...{ [KEPT_NOTICE.root]: '', [KEPT_NOTICE.subject]: t('form.kept.mailSubject') }}
    >
      <div {...{ [KEPT_NOTICE.held]: '' }}>
        <p className={styles.statusTitle}>{t('form.kept.title')}</p>
        <p {...{ [KEPT_NOTICE.promise]: '' }}>{t('form.kept.description')}</p>
        <div>
          <a href={`mailto:${COMPANY.emails.office}`} {...{ [KEPT_NOTICE.mail]: '' }}>
            {t('common:outbox.mail')}
          </a>{' '}
          <button type="button" className={styles.sendNow} {...{ [KEPT_NOTICE.copy]: '' }}>
            <span>{t('common:outbox.copy')}</span>
            <span hidden {...{ [KEPT_NOTICE.copied]: '' }}>
              {t('common:outbox.copied')}
            </span>
          </button>
        </div>
        <p hidden className={styles.statusNote} {...{ [KEPT_NOTICE.shortened]: '' }}>
          {t('common:outbox.mailShortened')}
        </p>
        <div hidden className={styles.keptOffer} {...{ [KEPT_NOTICE.offer]: '' }}>
          <p>{t('form.kept.offer')}</p>
          <button type="button" className={styles.sendNow} {...{ [KEPT_NOTICE.sendToo]: '' }}>
            {t('form.kept.sendToo')}
          </button>{' '}
          <button type="button" className={styles.newEnquiry} {...{ [KEPT_NOTICE.cancel]: '' }}>
            {t('form.kept.cancel')}
          </button>
        </div>
      </div>
      <p hidden tabIndex={-1} {...{ [KEPT_NOTICE.cancelled]: '' }}>
        {t('form.kept.cancelled')}
      </p>
    </div>
  );
}
