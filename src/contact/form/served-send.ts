import { COMPANY } from '../../content/company';
import { screenPageParams } from '../../routing/routes';
import { boundedMailto } from '../clean-input';
import { keepTypedAsDraft, typedIn } from './draft-key';

/*
 * A Send pressed on the contact form as served, when the app it needs did not load (the network
 * went after the page came, before the worker had saved the site; a chunk refused). The boot
 * script keeps the submit from the browser (app/first-use.ts) and holds it to make again once the
 * app has come; meanwhile the visitor is told, in the page's language, that the enquiry is kept
 * and will go, with a way to e-mail it or copy it. The notice is the form's own markup, rendered
 * hidden with the page (contact-form.tsx), so its texts need nothing fetched. Light: it is part
 * of the boot script.
 */

/**
 * The waits between tries while a Send is held for code that did not come (the app, or the
 * form's own chunk): the first soon, then each twice as long, every minute at most. A fair's
 * Wi-Fi that comes back, or a proxy, says nothing to `online`.
 */
export const HELD_RETRY_FIRST_MS = 5_000;
export const HELD_RETRY_MAX_MS = 60_000;

/** The wait after `wait` (see HELD_RETRY_FIRST_MS). */
export function nextHeldRetryMs(wait: number): number {
  return Math.min(wait * 2, HELD_RETRY_MAX_MS);
}

/** The marks of the served notice and of its parts. */
export const KEPT_NOTICE = {
  root: 'data-form-kept',
  mail: 'data-form-kept-mail',
  copy: 'data-form-kept-copy',
  /** In the copy button: what it says once the text is copied, hidden until then. */
  copied: 'data-form-kept-copied',
  /** On the notice: the subject of the e-mail. */
  subject: 'data-subject',
} as const;

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

/**
 * The app did not come, and a Send is held: keeps what was typed as the tab's draft (a reload
 * puts it back) and shows the notice, its e-mail link and copy button made from what the form
 * holds now.
 */
export function showKeptNotice(form: HTMLFormElement): void {
  keepTypedAsDraft(typedIn(form));
  const notice = noticeOf(form);
  if (!notice) return;
  const text = servedEnquiryText(form, itemsAddress(window.location.href));
  const mail = notice.querySelector<HTMLAnchorElement>(`[${KEPT_NOTICE.mail}]`);
  if (mail) mail.href = boundedMailto(COMPANY.emails.office, notice.getAttribute(KEPT_NOTICE.subject) ?? '', text).href;
  const copy = notice.querySelector<HTMLButtonElement>(`[${KEPT_NOTICE.copy}]`);
  if (copy) {
    // One handler, replaced at each showing, with the text as it is then.
    copy.onclick = () =>
      void navigator.clipboard
        ?.writeText(text)
        .then(() => showCopied(copy, true))
        .catch(() => {});
  }
  notice.hidden = false;
}

/**
 * Hides every kept notice again, as served: once the app's (or the form's) code and texts have
 * come, as React takes the markup it rendered (the notice hidden); the form then says itself
 * what became of the enquiry. Not before each try: the notice stays shown while tries fail.
 */
export function hideKeptNotices(doc: Document): void {
  for (const notice of doc.querySelectorAll<HTMLElement>(`[${KEPT_NOTICE.root}]`)) {
    notice.hidden = true;
    const mail = notice.querySelector<HTMLAnchorElement>(`[${KEPT_NOTICE.mail}]`);
    if (mail) mail.href = SERVED_MAIL;
    const copy = notice.querySelector<HTMLButtonElement>(`[${KEPT_NOTICE.copy}]`);
    if (!copy) continue;
    copy.onclick = null;
    showCopied(copy, false);
  }
}
