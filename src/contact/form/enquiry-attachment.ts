import { MESSAGE_MAX_LENGTH, cleanMultiline } from '../clean-input';
import type { ProjectType } from '../project-types';

/**
 * What a page attaches to the enquiry besides the visitor's words: the contact page, the items of
 * "Ask about this selection". The form knows it only as text, so contact/ never reads a selection:
 * the page composes it (pages/contact/), and the enquiry carries it inside `message`, where the
 * company's e-mail template already shows it.
 */
export interface EnquiryAttachment {
  /** The readable block appended to the visitor's words, in the page's language. */
  block: string;
  /** The same for an e-mail link, whose length is bounded (the block's link kept whole). */
  mailBlock: string;
  /** The project type the attachment suggests while the visitor has chosen none. */
  projectType: ProjectType | null;
}

/**
 * A page's attachment, as the form reads it: a store it subscribes to (useSyncExternalStore, the
 * server's snapshot null), whose value must stay the same object until it changes.
 */
export interface EnquiryAttachmentSource {
  getSnapshot(): EnquiryAttachment | null;
  subscribe(onChange: () => void): () => void;
  /** Resolves once what the page will attach is composed (its texts loaded), at once if nothing is. */
  ready(): Promise<void>;
  /** The enquiry that carried it was sent or queued: it is not to go with the next one. */
  sent(): void;
}

/** Between the visitor's words and the block: a blank line. */
export const ATTACHMENT_SEPARATOR = '\n\n';

/**
 * The longest the visitor's words may be: the message's one limit less what the attachment takes,
 * so the whole message is never refused for a block the visitor did not write.
 */
export function wordsMaxLength(attachment: EnquiryAttachment | null): number {
  if (!attachment?.block) return MESSAGE_MAX_LENGTH;
  return Math.max(0, MESSAGE_MAX_LENGTH - ATTACHMENT_SEPARATOR.length - cleanMultiline(attachment.block).length);
}

/**
 * The message that goes: the visitor's words, a blank line, the block. Should the block not fit
 * beside the words (they were written to an older, shorter block), the shorter e-mail block goes,
 * whose link still names every item: the message never passes MESSAGE_MAX_LENGTH because of it.
 */
export function messageWithAttachment(words: string, attachment: EnquiryAttachment | null): string {
  const written = cleanMultiline(words);
  if (!attachment?.block) return written;
  const join = (block: string) => (written ? written + ATTACHMENT_SEPARATOR : '') + cleanMultiline(block);
  const full = join(attachment.block);
  if (full.length <= MESSAGE_MAX_LENGTH) return full;
  const short = join(attachment.mailBlock);
  return short.length <= MESSAGE_MAX_LENGTH ? short : written;
}
