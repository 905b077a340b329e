import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { toTemplateParams } from '../payload';
import { IDLE, expiresAfterMs, formReducer } from '../status';
import { submitEnquiry } from '../submit';
import { createSender } from '../send';
import { emailJsTarget } from '../emailjs-config';
import { useGetOutbox } from '../offline/outbox-provider';
import { useOutbox } from '../offline/use-outbox';
import { useEnquiryDraft } from './use-enquiry-draft';
import { TextField } from './text-field';
import { ProjectTypeSelect } from './project-type-select';
import { FormErrorMessage, FormSuccess } from './form-status';
import styles from './contact-form.module.css';

export function ContactForm() {
  const { t } = useT('contact');
  const [status, dispatch] = useReducer(formReducer, IDLE);
  const { fields, setField, currentSubmissionId, reset } = useEnquiryDraft();
  const { available } = useOutbox();
  const getOutbox = useGetOutbox();
  const id = useId();
  const wasSuccess = useRef(false);
  // A second click or Enter before React has re-rendered the disabled button does nothing.
  const submitting = useRef(false);
  const loading = status.kind === 'loading';

  useEffect(() => {
    const ms = expiresAfterMs(status);
    if (ms === null) return;
    const timer = setTimeout(() => dispatch({ type: 'expire' }), ms);
    return () => clearTimeout(timer);
  }, [status]);

  // When the success message gives way to an empty form again, focus goes to its first field.
  useEffect(() => {
    if (wasSuccess.current && status.kind === 'idle') document.getElementById(`${id}-name`)?.focus();
    wasSuccess.current = status.kind === 'success';
  }, [status, id]);

  // Load the outbox while the visitor types, so the send does not wait for it (or fail offline).
  useEffect(() => {
    getOutbox().catch(() => {});
  }, [getOutbox]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    dispatch({ type: 'submit' });
    try {
      const params = toTemplateParams(fields, { submissionId: currentSubmissionId(), toName: COMPANY.brand });
      const result = await submitEnquiry(params, {
        submit: (enquiry) => getOutbox().then((outbox) => outbox.submit(enquiry)),
        sendDirect: createSender({ target: emailJsTarget(window.location.origin), fetch: (...args) => fetch(...args) }),
        isOnline: () => navigator.onLine,
        logError: console.error,
      });
      if (result.type === 'sent' || result.type === 'queued') reset();
      dispatch(result);
    } finally {
      submitting.current = false;
    }
  };

  // At a trade-fair booth: an empty form for the next visitor, without a reload, so in the same
  // language. The fields and the stored draft were cleared when this enquiry was sent or queued;
  // reset() again makes sure of it whatever happened in between.
  const startNewEnquiry = () => {
    reset();
    dispatch({ type: 'restart' });
  };

  const text = (key: 'name' | 'email' | 'phone' | 'company' | 'message') => ({
    id: `${id}-${key}`,
    label: t(`common:enquiry.fields.${key}`),
    value: fields[key],
    onChange: (value: string) => setField(key, value),
    placeholder: t(`form.placeholders.${key}`),
    optionalLabel: t('form.optional'),
  });

  return (
    <div className={styles.wrapper}>
      <div role="status">
        {status.kind === 'success' && <FormSuccess delivery={status.delivery} onNewEnquiry={startNewEnquiry} />}
      </div>
      <div role="alert" id={`${id}-error`}>
        {status.kind === 'error' && <FormErrorMessage error={status.error} />}
      </div>
      {status.kind !== 'success' && (
        <form className={styles.form} onSubmit={onSubmit} aria-describedby={`${id}-required`} aria-busy={loading}>
          <p id={`${id}-required`} className={styles.requiredNote}>
            {t('form.requiredNote')}
          </p>
          <div className={styles.row}>
            <TextField {...text('name')} required autoComplete="name" />
            <TextField {...text('email')} type="email" required autoComplete="email" />
          </div>
          <div className={styles.row}>
            <TextField {...text('phone')} type="tel" autoComplete="tel" />
            <TextField {...text('company')} autoComplete="organization" />
          </div>
          <ProjectTypeSelect value={fields.projectType} onChange={(value) => setField('projectType', value)} />
          <TextField {...text('message')} multiline required />
          {available === false && <p className={styles.storageNote}>{t('form.storageUnavailable')}</p>}
          <button
            type="submit"
            className={styles.submit}
            disabled={loading}
            aria-describedby={status.kind === 'error' ? `${id}-error` : undefined}
          >
            {loading && <span className={styles.spinner} aria-hidden="true" />}
            {t(loading ? 'form.submit.loading' : 'form.submit.idle')}
          </button>
        </form>
      )}
    </div>
  );
}
