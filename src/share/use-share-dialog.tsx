import { useCallback, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { ShareDialogProps } from './share-dialog';

/**
 * The dialog and its QR encoder load on first use, not with the page (offline, from the
 * precache). The browser keeps a module it has loaded, so asking again costs nothing; one that
 * failed to load is fetched again.
 */
const loadDialog = () => import('./share-dialog');

const warmUp = () => void loadDialog().catch(() => {});

export interface ShareDialogOpener<T extends HTMLElement> {
  /** For the control that opens the dialog: focus goes back to it when the dialog closes. */
  openerRef: RefObject<T | null>;
  /** Loads the dialog's code if needed, then opens it. */
  show: () => void;
  /** Starts loading the code early (a pointer over, or focus on, the control). */
  warmUp: () => void;
  /** The dialog when open, else null: render it beside the control. */
  dialog: ReactNode;
  /** The last opening failed: the dialog's code could not be had (offline before the site was saved). */
  failed: boolean;
}

/**
 * A share dialog opened by a control, its code loaded at the first opening. `content` is read
 * only while the dialog is open, so a control that is never pressed computes no address.
 */
export function useShareDialog<T extends HTMLElement>(
  content: () => Omit<ShareDialogProps, 'onClose'>,
): ShareDialogOpener<T> {
  const [Dialog, setDialog] = useState<ComponentType<ShareDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const openerRef = useRef<T>(null);

  const show = useCallback(() => {
    loadDialog().then(
      (module) => {
        setDialog(() => module.ShareDialog);
        setFailed(false);
        setOpen(true);
      },
      (error: unknown) => {
        setFailed(true);
        console.warn('Share: the share dialog could not be loaded.', error);
      },
    );
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  return {
    openerRef,
    show,
    warmUp,
    dialog: open && Dialog ? <Dialog {...content()} onClose={close} /> : null,
    failed,
  };
}
