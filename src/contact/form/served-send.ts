import { COMPANY } from '../../content/company';
import { screenPageParams } from '../../routing/routes';
import { boundedMailto } from '../clean-input';
import { forgetDraft, keepTypedAsDraft, typedIn } from './draft-key';

/*
 * A Send pressed on the contact form as served, when the app it needs did not load (the network
 * went after the page came, before the worker had saved the site; a chunk refused). The boot
 * script keeps the submit from the browser (app/first-use.ts) and holds it to make again once the
 * app has come; meanwhile the visitor is told, in the page's language, that the enquiry is kept
 * and will go, with a way to e-mail it or copy it. The notice is the form's own markup, rendered
 * hidden with the page (contact-form.tsx), so its texts need nothing fetched. Light: it is part
 * of the boot script.
 */

/** The marks of the served notice and of its parts. */
export const KEPT_NOTICE = {
  root: 'data-form-kept',
  mail: 'data-form-kept-mail',
  /** Said, beside the e-mail link, when the enquiry was too long for it and was cut. */
  shortened: 'data-form-kept-shortened',
  copy: 'data-form-kept-copy',
  /** In the copy button: what it says once the text is copied, hidden until then. */
  copied: 'data-form-kept-copied',
  /** On the notice: the subject of the e-mail. */
  subject: 'data-subject',
  /** The part that says the Send is kept, with its e-mail link, its copy button and the offer. */
  held: 'data-form-kept-held',
  /** The promise that the Send will go by itself: hidden once it waits for the visitor's word. */
  promise: 'data-form-kept-promise',
  /** Shown once the text went to an e-mail or was copied: the choice to send it from here or not. */
  offer: 'data-form-kept-offer',
  /** The offer's button: the visitor's word that the held Send must not be made. */
  cancel: 'data-form-kept-cancel',
  /** The offer's other button: the visitor's word that it goes from here too. */
  sendToo: 'data-form-kept-send-too',
  /**
   * On the notice, once the e-mail link or the copy was used: the Send waits for the visitor's
   * word, and the notice stays shown, whatever code comes meanwhile, until they give it.
   */
  waits: 'data-form-kept-waits',
  /** Said, and given the focus, once the visitor chose so: the Send will not be made. */
  cancelled: 'data-form-kept-cancelled',
  /**
   * On a notice waiting for the visitor's word once the form's code has come (hideKeptNotices):
   * a Send now is the form's own, and the notice goes with it.
   */
  codeCame: 'data-form-kept-code-came',
} as const;

/**
 * Dispatched on the served form (bubbling) once its held Send must not be made by itself: the
 * e-mail link or the copy was used, so it waits for the visitor's word (the offer's buttons).
 * Whoever holds its Send (the boot script, app/first-use.ts; the served form's watcher,
 * served-form.ts) forgets it; "send it from here too" submits the form again.
 */
export const HELD_SEND_CANCELLED = 'contact-held-send-cancelled';

/** The label of a field as the form shows it, without its "*" or "(optional)". */
function labelOf(field: HTMLInputElement | HTMLTextAreaElement): string {
  return field.labels?.[0]?.firstChild?.textContent?.trim() || field.name;
}

/**
 * The page's address when it names the items of "Ask about this selection" (the contact route's
 * page parameter, `?s=`), else ''. The boot script has no selection code to name them with: the
 * address itself shows them once opened, so the e-mail does not leave them out.
 */
export function itemsAddress(href: string): string {
  const url = new URL(href);
  return screenPageParams('contact').some((param) => url.searchParams.has(param)) ? url.href : '';
}

/**
 * The enquiry as plain text, read from the served form's fields: each filled one as "label:
 * value", then `address` (the items', if any), the message last, on a line of its own. The
 * address before the message: an e-mail link too long is cut at its end.
 */
export function servedEnquiryText(form: HTMLFormElement, address = ''): string {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')];
  const filled = fields.filter((field) => field.type !== 'hidden' && field.value.trim());
  const lines = filled
    .filter((field) => field.tagName !== 'TEXTAREA')
    .map((field) => `${labelOf(field)}: ${field.value}`);
  const messages = filled
    .filter((field) => field.tagName === 'TEXTAREA')
    .map((field) => `${labelOf(field)}:\n${field.value}`);
  return [...lines, ...(address ? [address] : []), '', ...messages].join('\n').trim();
}

/** The mail link as served: the office's address alone. */
const SERVED_MAIL = `mailto:${COMPANY.emails.office}`;

/** Shows "copied" in the copy button (its second part) in place of its label (its first), or back. */
function showCopied(copy: HTMLButtonElement, copied: boolean): void {
  const [label, done] = copy.children as unknown as [HTMLElement?, HTMLElement?];
  if (!label || !done) return;
  label.hidden = copied;
  done.hidden = !copied;
}

/** The notice of the form's wrapper (FORM_ON_NEED's root), if the page served one. */
function noticeOf(form: HTMLFormElement): HTMLElement | null {
  return form.parentElement?.querySelector<HTMLElement>(`[${KEPT_NOTICE.root}]`) ?? null;
}

/** The notice's part marked `mark` (one of KEPT_NOTICE's), if the page served it. */
function partOf<T extends HTMLElement = HTMLElement>(notice: HTMLElement, mark: string): T | null {
  return notice.querySelector<T>(`[${mark}]`);
}

/** Shows a part of the notice, or hides it (a part the page did not serve is left alone). */
function showPart(notice: HTMLElement, mark: string, shown: boolean): void {
  const part = partOf(notice, mark);
  if (part) part.hidden = !shown;
}

/** The notice as it first shows: the Send held, no offer yet, nothing cancelled. */
function resetParts(notice: HTMLElement): void {
  notice.removeAttribute(KEPT_NOTICE.waits);
  showPart(notice, KEPT_NOTICE.held, true);
  showPart(notice, KEPT_NOTICE.promise, true);
  showPart(notice, KEPT_NOTICE.offer, false);
  showPart(notice, KEPT_NOTICE.cancelled, false);
  showPart(notice, KEPT_NOTICE.shortened, false);
  notice.removeAttribute(KEPT_NOTICE.codeCame);
}

/** The notice hidden as served; the focus, if it was in it, to the form's Send, not to the page. */
function hideNotice(form: HTMLFormElement, notice: HTMLElement): void {
  const hadFocus = notice.contains(document.activeElement);
  notice.hidden = true;
  resetParts(notice);
  if (hadFocus) sendButtonOf(form)?.focus();
}

/** The form's own Send button. */
function sendButtonOf(form: HTMLFormElement): HTMLButtonElement | null {
  return form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
}

/**
 * The visitor's word that the enquiry went another way (the e-mail, the copied text): the held
 * Send is forgotten by whoever holds it, and so is the copy kept for it (the tab's draft, the
 * note a reload would make it by); the fields keep what was typed. The notice says so, and takes
 * the focus from the button, which it hides.
 */
function cancelHeldSend(form: HTMLFormElement, notice: HTMLElement): void {
  forgetDraft();
  form.dispatchEvent(new Event(HELD_SEND_CANCELLED, { bubbles: true }));
  showPart(notice, KEPT_NOTICE.held, false);
  showPart(notice, KEPT_NOTICE.cancelled, true);
  partOf(notice, KEPT_NOTICE.cancelled)?.focus();
}

/**
 * The e-mail link or the copy was used: the enquiry may be on its way by e-mail, so the held Send
 * is not made by itself, even should the app or the network come back now (the offer would go
 * with it): it waits for the visitor's word, the notice offering both. Nothing is cancelled yet:
 * the draft is kept (a link opened is no proof an e-mail went).
 */
function waitForWord(form: HTMLFormElement, notice: HTMLElement): void {
  if (notice.hasAttribute(KEPT_NOTICE.waits)) return;
  notice.setAttribute(KEPT_NOTICE.waits, '');
  // The form's own Send is the visitor's word too: the notice goes with it. Heard after the
  // holders' (theirs listen on the document): a Send held again has shown the notice anew
  // (showKeptNotice resets it, `waits` gone), and that one stays.
  form.addEventListener(
    'submit',
    () => {
      if (notice.hasAttribute(KEPT_NOTICE.waits) && notice.hasAttribute(KEPT_NOTICE.codeCame)) hideNotice(form, notice);
    },
    { capture: true, once: true },
  );
  form.dispatchEvent(new Event(HELD_SEND_CANCELLED, { bubbles: true }));
  showPart(notice, KEPT_NOTICE.promise, false);
  showPart(notice, KEPT_NOTICE.offer, true);
}

/**
 * The visitor's word that it goes from here too: the notice as served again, and the form
 * submitted once more, held as any Send is where the code has not come (and the notice shown
 * again if it still does not), sent by the form where it has.
 */
function sendFromHereToo(form: HTMLFormElement, notice: HTMLElement): void {
  // Whether the submit reached the form: the served form's watcher (served-form.ts) stops the
  // one it holds on the document.
  let reached = false;
  const reach = () => (reached = true);
  form.addEventListener('submit', reach, { capture: true, once: true });
  form.requestSubmit();
  form.removeEventListener('submit', reach, { capture: true });
  // Shown anew by the boot script that held it, the offer gone: the focus to the form's Send.
  if (!notice.hasAttribute(KEPT_NOTICE.waits)) {
    sendButtonOf(form)?.focus();
    return;
  }
  // Held by the watcher, or sent by the form's code (which hid the notice already). Taken by
  // nobody (the app failed for good, no holder left): the notice stays, its offer with it.
  if (!reached || notice.hasAttribute(KEPT_NOTICE.codeCame)) hideNotice(form, notice);
}

/**
 * The app did not come, and a Send is held: keeps what was typed as the tab's draft (a reload
 * puts it back) and shows the notice, its e-mail link and copy button made from what the form
 * holds now. Once either was used, the Send waits for the visitor's word (waitForWord): it is
 * never made nor cancelled without it.
 */
export function showKeptNotice(form: HTMLFormElement): void {
  keepTypedAsDraft(typedIn(form));
  const notice = noticeOf(form);
  if (!notice) return;
  const text = servedEnquiryText(form, itemsAddress(window.location.href));
  const offer = () => waitForWord(form, notice);
  // One handler each, replaced at each showing, with the text as it is then.
  const mail = partOf<HTMLAnchorElement>(notice, KEPT_NOTICE.mail);
  const mailto = boundedMailto(COMPANY.emails.office, notice.getAttribute(KEPT_NOTICE.subject) ?? '', text);
  if (mail) {
    mail.href = mailto.href;
    mail.onclick = offer;
  }
  const copy = partOf<HTMLButtonElement>(notice, KEPT_NOTICE.copy);
  if (copy) {
    copy.onclick = () =>
      void navigator.clipboard
        ?.writeText(text)
        .then(() => {
          showCopied(copy, true);
          offer();
        })
        .catch(() => {});
  }
  const cancel = partOf<HTMLButtonElement>(notice, KEPT_NOTICE.cancel);
  if (cancel) cancel.onclick = () => cancelHeldSend(form, notice);
  const sendToo = partOf<HTMLButtonElement>(notice, KEPT_NOTICE.sendToo);
  if (sendToo) sendToo.onclick = () => sendFromHereToo(form, notice);
  // Shown again for a Send made again after a cancel or while it waited for a word (the form's
  // own Send pressed is that word): held once more, the offer to come.
  if (notice.hidden || partOf(notice, KEPT_NOTICE.held)?.hidden || notice.hasAttribute(KEPT_NOTICE.waits))
    resetParts(notice);
  // Said when the link had to cut the text: copied, it goes whole.
  showPart(notice, KEPT_NOTICE.shortened, mailto.shortened);
  notice.hidden = false;
}

/**
 * Hides every kept notice again, as served: once the app's (or the form's) code and texts have
 * come, as React takes the markup it rendered (the notice hidden); the form then says itself
 * what became of the enquiry. Not before each try: the notice stays shown while tries fail. Not
 * a notice whose Send waits for the visitor's word (KEPT_NOTICE.waits): its offer is the only
 * place that word can be given, and its handlers keep working once React has the page.
 */
export function hideKeptNotices(doc: Document): void {
  for (const notice of doc.querySelectorAll<HTMLElement>(`[${KEPT_NOTICE.root}]`)) {
    if (notice.hasAttribute(KEPT_NOTICE.waits)) {
      notice.setAttribute(KEPT_NOTICE.codeCame, '');
      continue;
    }
    notice.hidden = true;
    resetParts(notice);
    const mail = partOf<HTMLAnchorElement>(notice, KEPT_NOTICE.mail);
    if (mail) {
      mail.href = SERVED_MAIL;
      mail.onclick = null;
    }
    for (const mark of [KEPT_NOTICE.cancel, KEPT_NOTICE.sendToo]) {
      const button = partOf<HTMLButtonElement>(notice, mark);
      if (button) button.onclick = null;
    }
    const copy = partOf<HTMLButtonElement>(notice, KEPT_NOTICE.copy);
    if (!copy) continue;
    copy.onclick = null;
    showCopied(copy, false);
  }
}
