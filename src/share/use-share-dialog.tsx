import { useCallback, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { ShareDialogProps } from './share-dialog';

/**
 * The dialog and its QR encoder load on first use, not with the page (offline, from the
 * precache). The browser keeps a module it has loaded, so asking again costs nothing; one that
 * failed to load is fetched again.
 */
const loadDialog = () => import('./share-dialog');

const warmUp = () => void loadDialog().catch(() => {});

/** What makes a button the dialog's opener: spread on it, beside its own class and content. */
export interface OpenerProps {
  /** Focus goes back to the button when the dialog closes. */
  ref: RefObject<HTMLButtonElement | null>;
  type: 'button';
  'aria-haspopup': 'dialog';
  /** Loads the dialog's code if needed, then opens it. */
  onClick: () => void;
  /** Start loading the code early: a pointer over, or focus on, the button. */
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface ShareDialogOpener {
  /** The props of the button that opens the dialog. */
  opener: OpenerProps;
  /** The dialog when open, else null: render it beside the button. */
  dialog: ReactNode;
  /** The last opening failed: the dialog's code could not be had (offline before the site was saved). */
  failed: boolean;
}

/**
 * A share dialog opened by a button, its code loaded at the first opening. `content` is read
 * only while the dialog is open, so a button that is never pressed computes no address.
 */
export function useShareDialog(content: () => Omit<ShareDialogProps, 'onClose'>): ShareDialogOpener {
  const [Dialog, setDialog] = useState<ComponentType<ShareDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

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
    opener: {
      ref: openerRef,
      type: 'button',
      'aria-haspopup': 'dialog',
      onClick: show,
      onPointerEnter: warmUp,
      onFocus: warmUp,
    },
    dialog: open && Dialog ? <Dialog {...content()} onClose={close} /> : null,
    failed,
  };
}
