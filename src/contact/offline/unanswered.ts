/**
 * A refusal as the outbox keeps it, and the one it keeps an enquiry under after its last send
 * timed out (see flushOutbox): the provider may have got it, so a person decides. Its own small
 * module: the dock reads it without loading the queue's code.
 */

export interface Rejection {
  status: number | null;
  text: string;
}

export const UNANSWERED: Rejection = { status: null, text: 'timeout' };

/** Held because the provider never answered in time. */
export function isUnansweredRejection(rejection: Rejection | null): boolean {
  return rejection?.status === UNANSWERED.status && rejection?.text === UNANSWERED.text;
}
