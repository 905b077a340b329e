import type { EnquiryAttachment, EnquiryAttachmentSource } from '../../contact/form/enquiry-attachment';

/** The page's side of the form's attachment: it says when one is coming, and gives it. */
export interface PageAttachmentSource extends EnquiryAttachmentSource {
  /**
   * The address names items: a Send waits (ready()) until they are given. `provisional` is what
   * goes meanwhile, and if the wait runs out: a block that needs no captions' texts (the count and
   * the link, which names every item), so a slow network never sends the enquiry without them.
   */
  expect(provisional?: EnquiryAttachment | null): void;
  /** What the form attaches from now on (null: nothing); a Send waiting for it goes on. */
  give(attachment: EnquiryAttachment | null): void;
}

/**
 * The store between the contact page, which reads and composes the selection, and its form, which
 * sends it. One per page (made in a state initialiser): the form is given it once, as it mounts.
 * `onSent` is what the page does once the enquiry carrying it went.
 */
export function createAttachmentSource(onSent: () => void): PageAttachmentSource {
  let current: EnquiryAttachment | null = null;
  let waiting: (() => void)[] | null = null;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    ready: () => (waiting ? new Promise<void>((resolve) => waiting!.push(resolve)) : Promise.resolve()),
    sent: onSent,
    expect(provisional = null) {
      waiting ??= [];
      if (provisional === current) return;
      current = provisional;
      for (const listener of listeners) listener();
    },
    give(attachment) {
      const resolved = waiting ?? [];
      waiting = null;
      for (const resolve of resolved) resolve();
      if (attachment === current) return;
      current = attachment;
      for (const listener of listeners) listener();
    },
  };
}
