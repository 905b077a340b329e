import { Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { codeOnNeed, partWish } from '../../components/code-on-need';
import { usesOn } from '../../components/load-when-online';
import { useHydratingServedMarkup } from '../../components/kept-as-served';
import { whenSettled } from '../../components/when-settled';
import { whenInView } from '../../components/when-in-view';
import { watchServedForm } from './served-form';
import { draftWaiting, keepTypedAsDraft, typedIn } from './draft-key';
import { FORM_ON_NEED } from './form-marks';
import { hideKeptNotices, showKeptNotice } from './served-send';
import type { EnquiryAttachmentSource } from './enquiry-attachment';

/** The longest wait for an idle moment, after the page has loaded, before fetching the form's code ahead anyway. */
const SETTLED_WAIT_MS = 3000;

/** The form's code, kept once it has come, for every later drawing of the form in this tab. */
const formCode = codeOnNeed(() => import('./contact-form'));
type FormModule = typeof import('./contact-form');

/** Fetches the form's code: what drawing the contact page in place waits for (app/pages.ts). */
export const importContactForm = () => formCode.need();

/**
 * The enquiry form. Drawn in place (another page, another language), it is drawn at once: the
 * page's code waited for the form's. Served, it stays as served, in a Suspense boundary React
 * leaves alone until the form is wanted, so the page hydrates without the form's code or its
 * drawing: at the visitor's first reach for the form, React takes the served form over in place
 * (served-form.ts says when, and what is held meanwhile). `attachment` (the page's, made once:
 * a prop that changed would reach the served form's boundary before it is wanted) goes to the form.
 */
export function ContactFormOnNeed({ attachment }: { attachment?: EnquiryAttachmentSource }) {
  const hydrating = useHydratingServedMarkup();
  const ref = useRef<HTMLDivElement>(null);
  const watcher = useRef<ReturnType<typeof watchServedForm> | null>(null);
  const [served, setServed] = useState(() => hydrating);
  // What the served form holds as React renders, while it is still in the page (see below).
  const [typedAtStart] = useState(() => (hydrating ? typedIn(document.querySelector(`[${FORM_ON_NEED.root}]`)) : null));
  const [wish] = useState(() => partWish(formCode));
  // What React waits for to draw the served form. Just before it does, what was typed is kept as
  // the tab's draft: React takes the served fields over as they are, but should it draw them
  // afresh (their markup changed after it was served, by a password manager or a translation),
  // the new form restores the draft, and a Send held meanwhile sends it (served-form.ts).
  const [drawn] = useState(() =>
    hydrating
      ? wish.drawn.then((code) => {
          keepTypedAsDraft(typedIn(ref.current));
          return code;
        })
      : null,
  );

  useLayoutEffect(() => {
    // Rendered afresh although the page is as served (its markup differed elsewhere, changed
    // before the app started by a translation or an extension, and React rendered the root
    // again): there is no served form here to take over. It is drawn as soon as its code is
    // here, and takes up what was typed into the served one as the tab's draft. It waits for
    // its code as the served form would, never failing (a failed fetch is tried again once
    // online): were it to throw, the page's error boundary would blank the whole of main, whose
    // served text was kept. Decided here, not while rendering: a render of this part after
    // hydrating would reach the served form's boundary before it is wanted, and make React drop
    // it.
    if (served && typedAtStart && ref.current!.childNodes.length === 0) {
      keepTypedAsDraft(typedAtStart);
      wish.want();
      setServed(false);
    }
    // Once, as the part mounts.
  }, []);

  useEffect(() => {
    if (!served) return;
    const watching = watchServedForm(ref.current!, {
      want: wish.want,
      // A failure is tried again once online (code-on-need.ts); the served form stays meanwhile.
      fetchCode: () => void formCode.need().catch(() => {}),
      whenSettled: (task) => whenSettled(task, SETTLED_WAIT_MS),
      whenInView,
      controlled: () => Boolean(navigator.serviceWorker?.controller),
      draftWaiting: () => draftWaiting(),
      keepTyped: (typed) => keepTypedAsDraft(typed),
      load: () => formCode.need(),
      arrived: () => formCode.arrived(),
      showKept: showKeptNotice,
      // Only once the form's code is here, as React is about to draw over the notice: the watcher
      // also asks before each retry, and a notice hidden and shown again at every failed try
      // would be said again by its live region and take the focus from its "copy text".
      hideKept: () => {
        if (formCode.loaded()) hideKeptNotices(document);
      },
    });
    watcher.current = watching;
    // The visitor's presses, keys and focus on the served form try its failed code again, a
    // back-off apart (`triedAgain`); the reaches that want it (a pointer over it) do not. Heard
    // on the document: React stops the events of a part it has not drawn yet at its root.
    const wrapper = ref.current!;
    const inForm = (event: Event) => event.target instanceof Node && wrapper.contains(event.target);
    const stopUses = usesOn(wrapper.ownerDocument, inForm)(formCode.used);
    return () => {
      // The page is left (another page, another language drawn in place).
      stopUses();
      watching.left();
      watcher.current = null;
    };
  }, [served, wish]);

  const shown = useCallback(() => {
    const place = ref.current;
    place?.setAttribute(FORM_ON_NEED.ready, '');
    watcher.current?.shown();
    // A Send held for this form while it was being drawn afresh (app/first-use.ts).
    if (!place?.hasAttribute(FORM_ON_NEED.sendHeld)) return;
    place.removeAttribute(FORM_ON_NEED.sendHeld);
    place.querySelector('form')?.requestSubmit();
  }, []);

  return (
    <div ref={ref} {...{ [FORM_ON_NEED.root]: '' }}>
      <Suspense fallback={null}>
        <FormWhenWanted drawn={drawn} onShown={shown} attachment={attachment} />
      </Suspense>
    </div>
  );
}

/**
 * The form: on the page as served, once wanted and its code is here (`drawn`, which never
 * fails); else (drawn in place) at once, fetching its code if need be, its failure the page's.
 */
function FormWhenWanted({
  drawn,
  onShown,
  attachment,
}: {
  drawn: Promise<FormModule> | null;
  onShown: () => void;
  attachment?: EnquiryAttachmentSource;
}) {
  const { ContactForm } = drawn ? use(drawn) : (formCode.loaded() ?? use(formCode.need()));
  // Shown once it has taken up what was typed: a held send made then sends that.
  return <ContactForm onStarted={onShown} attachment={attachment} />;
}
