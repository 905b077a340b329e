import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { COMPANY } from '../../content/company';
import { enquiryId, toTemplateParams } from '../payload';
import { IDLE, RESET_AFTER_MS, formReducer, queuedThenSent, resetClock } from '../status';
import { submitEnquiry } from '../submit';
import { createSender } from '../send';
import { emailJsTarget } from '../emailjs-config';
import { useGetOutbox, useLoadedOutbox } from '../offline/outbox-provider';
import { useOutboxSnapshot } from '../offline/use-outbox';
import { whenSettled } from '../../components/when-settled';
import { loadOutboxAhead } from './outbox-ahead';
import { importOutboxDock } from '../dock/deferred-outbox-dock';
import { cleanMultiline, hasVisibleCharacter, messageCount } from '../clean-input';
import { useEnquiryDraft } from './use-enquiry-draft';
import { messageWithAttachment, wordsMaxLength, type EnquiryAttachmentSource } from './enquiry-attachment';
import { typedIn, type TextFieldKey } from './draft-key';
import { TextField } from './text-field';
import { ProjectTypeSelect } from './project-type-select';
import type { ProjectType } from '../project-types';
import { FormErrorMessage, FormSuccess, KeptNotice } from './form-status';
import actions from '../../components/action-button/action-button.module.css';
import styles from './contact-form.module.css';

/** The longest wait for an idle moment, after the page has loaded, before fetching the outbox's code anyway. */
const OUTBOX_WAIT_MS = 3000;

/**
 * The longest a Send waits for the page's attachment to be composed (its texts loading: the
 * picture captions, from the precache or the network). Past it the enquiry goes with what the
 * page has composed by then (the contact page: the block without captions, the count and the
 * link): the visitor's words are never held back for it.
 */
const ATTACHMENT_WAIT_MS = 5000;

const NO_ATTACHMENT: EnquiryAttachmentSource = {
  getSnapshot: () => null,
  subscribe: () => () => {},
  ready: () => Promise.resolve(),
  sent: () => {},
};
const noAttachmentYet = () => null;

/** Resolves when `promise` settles, or after `ms`, whichever comes first; never rejects. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * The enquiry form. `onStarted` hears once it has restored the visitor's draft and what they
 * typed into the served form, and been drawn with them: a send made from then on sends them.
 * `attachment`: what the page adds to the message (enquiry-attachment.ts), read after hydration.
 */
export function ContactForm({
  onStarted,
  attachment = NO_ATTACHMENT,
}: {
  onStarted?: () => void;
  attachment?: EnquiryAttachmentSource;
}) {
  const { t } = useT('contact');
  const [status, dispatch] = useReducer(formReducer, IDLE);
  const id = useId();
  const { fields, setterOf, currentSubmissionId, idMadeHere, reset, forgetStored, started, suggestProjectType } =
    useEnquiryDraft(() => typedIn(document.getElementById(`${id}-name`)?.closest('form') ?? null));
  const lang = useLang();
  const { available, retryAt, retryOnPageOnly, entries, sent, sentMarks } = useOutboxSnapshot(useLoadedOutbox());
  const [reference, setReference] = useState<string | null>(null);
  const getOutbox = useGetOutbox();
  const wrapper = useRef<HTMLDivElement>(null);
  const wasSuccess = useRef(false);
  // A second click or Enter before React has re-rendered the disabled button does nothing.
  const submitting = useRef(false);
  // The id of this form's last enquiry, when the provider refused it: the visitor's correction
  // replaces it in the outbox (its words make it another id).
  const refused = useRef<string | null>(null);
  const loading = status.kind === 'loading';

  // The server's snapshot is none: the form hydrates as served, and shows the attachment after.
  const attached = useSyncExternalStore(attachment.subscribe, attachment.getSnapshot, noAttachmentYet);
  const suggested = attached?.projectType ?? null;

  useEffect(() => {
    if (started) onStarted?.();
  }, [started, onStarted]);

  // Whether the visitor picked a type in the list themselves (if only "none"), for this enquiry.
  const typeChosen = useRef(false);
  // The type the page suggests fills the list while the visitor has chosen none: once the draft
  // is restored (a type chosen before a reload stays), and again when the suggestion changes (an
  // item removed; none once the last is), unless the visitor has picked one, "none" included.
  useEffect(() => {
    if (started && !typeChosen.current) suggestProjectType(suggested);
  }, [started, suggested, suggestProjectType]);
  const setProjectType = setterOf('projectType');
  const chooseProjectType = useCallback(
    (type: ProjectType | '') => {
      typeChosen.current = true;
      setProjectType(type);
    },
    [setProjectType],
  );

  // Keyed by the clock, not the status: 'delivered' changes the view, not when it expires.
  const clock = resetClock(status);
  useEffect(() => {
    if (clock === null) return;
    const timer = setTimeout(() => dispatch({ type: 'expire' }), RESET_AFTER_MS[clock]);
    return () => clearTimeout(timer);
  }, [clock]);

  // Saved, then sent by the outbox a moment later (its send outlasted the form's wait): the view
  // says it went, rather than leave "saved" until it expires and the visitor wondering.
  useEffect(() => {
    if (queuedThenSent(status, reference, [sent, sentMarks])) dispatch({ type: 'delivered' });
  }, [status, reference, sent, sentMarks]);

  // When the success message gives way to an empty form again, focus goes to its first field.
  useEffect(() => {
    if (wasSuccess.current && status.kind === 'idle') document.getElementById(`${id}-name`)?.focus();
    wasSuccess.current = status.kind === 'success';
  }, [status, id]);

  // The outbox starts as the visitor begins to type, so the send does not wait for it (or fail
  // offline), but not as the page hydrates (outbox-ahead.ts).
  useEffect(
    () =>
      loadOutboxAhead(
        wrapper.current!,
        {
          start: () => void getOutbox().catch(() => {}),
          // The dock's code and the outbox's are then on the page, and neither runs.
          fetchCode: () => void importOutboxDock().catch(() => {}),
        },
        {
          controlled: () => Boolean(navigator.serviceWorker?.controller),
          whenSettled: (task) => whenSettled(task, OUTBOX_WAIT_MS),
        },
      ),
    [getOutbox],
  );

  const number = (value: number) => new Intl.NumberFormat(LANGUAGE_INFO[lang].locale).format(value);
  const count = messageCount(fields.message, wordsMaxLength(attached));
  const tooLong = count !== null && count.length > count.max;
  // Checked here, not by the browser alone: a name of zero-width characters is not a name, and
  // an over-long message would be queued only to be refused by the provider forever.
  const nameError = fields.name && !hasVisibleCharacter(fields.name) ? t('form.validation.nameVisible') : undefined;
  const messageError = tooLong
    ? t('form.validation.messageTooLong', { max: number(count.max), over: number(count.length - count.max) })
    : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || nameError || messageError) return;
    submitting.current = true;
    dispatch({ type: 'submit' });
    try {
      // A Send made as the page opens (held before the app came) waits for the block it shows.
      await settledWithin(attachment.ready(), ATTACHMENT_WAIT_MS);
      const attached = attachment.getSnapshot();
      const message = messageWithAttachment(fields.message, attached);
      // Whether the page's block went in it: only then may the page forget what it names.
      const carried = message !== cleanMultiline(fields.message);
      // A Send made before the suggestion could fill the list (held while the app came) takes it too.
      const projectType = fields.projectType || (typeChosen.current ? '' : (attached?.projectType ?? ''));
      // Its id bound to the visitor's words: a duplicated tab carries the form's id, and its other
      // text must not pass for this one already sent (payload.ts).
      const params = toTemplateParams(
        { ...fields, message, projectType },
        { submissionId: enquiryId(currentSubmissionId(), fields), toName: COMPANY.brand },
      );
      const result = await submitEnquiry(params, {
        submit: async (enquiry) => {
          const outbox = await getOutbox();
          const corrects = refused.current ?? undefined;
          const outcome = await outbox.submit(enquiry, { saved: forgetStored, neverQueued: idMadeHere(), corrects });
          if (outcome.kind === 'rejected') refused.current = enquiry.submission_id;
          return outcome;
        },
        sendDirect: createSender({ target: emailJsTarget(window.location.origin), fetch: (...args) => fetch(...args) }),
        isOnline: () => navigator.onLine,
        logError: console.error,
      });
      if (result.type === 'sent' || result.type === 'queued') {
        setReference(params.submission_id);
        refused.current = null;
        reset();
        typeChosen.current = false;
        // The items went with this enquiry; the device's own selection is left as it is. Had the
        // page composed nothing yet (its code still on the way), the address keeps naming them.
        if (carried) attachment.sent();
      }
      dispatch(result);
    } finally {
      submitting.current = false;
    }
  };

  // At a trade-fair booth: an empty form for the next visitor, without a reload, so in the same
  // language. The fields and the stored draft were cleared when this enquiry was sent or queued;
  // reset() again makes sure of it whatever happened in between.
  const startNewEnquiry = () => {
    refused.current = null;
    reset();
    typeChosen.current = false;
    dispatch({ type: 'restart' });
  };

  const text = (key: TextFieldKey) => ({
    id: `${id}-${key}`,
    label: t(`common:enquiry.fields.${key}`),
    value: fields[key],
    onChange: setterOf(key),
    placeholder: t(`form.placeholders.${key}`),
    optionalLabel: t('form.optional'),
  });

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <div role="status">
        <KeptNotice />
        {status.kind === 'success' && (
          <FormSuccess
            delivery={status.delivery}
            reference={reference}
            retryAt={retryAt}
            onPageOnly={(retryOnPageOnly && entries.find((entry) => entry.id === reference)?.params) || null}
            onSendNow={() => void getOutbox().then((outbox) => outbox.flush('all'))}
            onNewEnquiry={startNewEnquiry}
          />
        )}
      </div>
      <div role="alert" id={`${id}-error`}>
        {status.kind === 'error' && <FormErrorMessage error={status.error} />}
      </div>
      {status.kind !== 'success' && (
        // POST without an action: were the form ever submitted natively (no script at all), its
        // fields would go in the request's body to this page, which the hosts answer as for any
        // page, never in the address, the history or a log's URL.
        <form
          method="post"
          className={styles.form}
          onSubmit={onSubmit}
          aria-describedby={`${id}-required`}
          aria-busy={loading}
        >
          <p id={`${id}-required`} className={styles.requiredNote}>
            {t('form.requiredNote')}
          </p>
          <div className={styles.row}>
            <TextField {...text('name')} required autoComplete="name" error={nameError} />
            <TextField {...text('email')} type="email" required autoComplete="email" />
          </div>
          <div className={styles.row}>
            <TextField {...text('phone')} type="tel" autoComplete="tel" />
            <TextField {...text('company')} autoComplete="organization" />
          </div>
          <ProjectTypeSelect value={fields.projectType} onChange={chooseProjectType} />
          <TextField
            {...text('message')}
            multiline
            required
            error={messageError}
            hint={count && t('form.counter', { length: number(count.length), max: number(count.max) })}
            hintWarns={tooLong}
          />
          {available === false && <p className={styles.storageNote}>{t('form.storageUnavailable')}</p>}
          <button
            type="submit"
            className={`${actions.primary} ${actions.large} ${styles.submit}`}
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
