import type { TemplateParams } from './template-params';
import type { SendOutcome } from './offline/outbox';
import { emailJsTarget } from './emailjs-config';

type EmailJs = typeof import('@emailjs/browser');

/**
 * How long a send may take before it counts as a network failure and the enquiry is kept on
 * this device. @emailjs/browser takes no AbortSignal, so a connection that never answers (seen
 * in WebKit with the site unreachable) would otherwise leave the form "Sending…" for good and
 * block the outbox. The request may still arrive late; the outbox then sends it again.
 */
export const SEND_TIMEOUT_MS = 10_000;

/** The promise's value, or `onTimeout`'s if it has not settled within `ms`. */
export function settleWithin<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
let loading: Promise<EmailJs> | null = null;

/**
 * @emailjs/browser reads `localStorage` as its module loads. Where the browser blocks site data
 * that read throws, and the library (so the form) could never load. It keeps nothing there
 * unless its rate limit is on, which it is not (see below), so it is shown no storage at all.
 */
function hideBlockedStorage() {
  try {
    void window.localStorage;
  } catch {
    try {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
    } catch {
      // Left as it is: the import fails and the enquiry is kept like any unsent one.
    }
  }
}

/** EmailJS is fetched only when an enquiry is about to be sent (or the contact page warms it up). */
export function loadEmailJs(): Promise<EmailJs> {
  hideBlockedStorage();
  loading ??= import('@emailjs/browser').then((emailjs) => {
    const target = emailJsTarget(window.location.origin);
    // send() ignores options.origin; the API origin can only be set here. blockHeadless and
    // limitRate stay off (spec §8): the first rejects every automated browser with 451, and
    // the second would count an attempt that never left an offline device.
    emailjs.init({ publicKey: target.publicKey }, target.origin);
    return emailjs;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Sends one enquiry through @emailjs/browser and says what came of it within SEND_TIMEOUT_MS
 * (loading the library included); never throws.
 */
export function sendEnquiry(params: TemplateParams): Promise<SendOutcome> {
  return settleWithin(attemptSend(params), SEND_TIMEOUT_MS, () => ({ kind: 'network' }));
}

async function attemptSend(params: TemplateParams): Promise<SendOutcome> {
  let emailjs: EmailJs;
  try {
    emailjs = await loadEmailJs();
  } catch {
    // The library's own chunk could not be fetched: the connection is gone.
    return { kind: 'network' };
  }
  const { serviceId, templateId } = emailJsTarget(window.location.origin);
  try {
    await emailjs.send(serviceId, templateId, { ...params });
    return { kind: 'sent' };
  } catch (error) {
    // A network failure rejects with fetch's raw TypeError; an answer with EmailJSResponseStatus.
    if (error instanceof TypeError) return { kind: 'network' };
    if (error instanceof emailjs.EmailJSResponseStatus) {
      return error.status === 0 ? { kind: 'network' } : { kind: 'failed', status: error.status, text: error.text };
    }
    return { kind: 'failed', status: null, text: typeof error === 'string' ? error : String(error) };
  }
}
