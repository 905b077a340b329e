import { Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { codeOnNeed } from '../../components/code-on-need';
import { useHydratingServedMarkup } from '../../components/kept-as-served';
import { whenSettled } from '../../components/when-settled';
import { watchServedForm } from './served-form';
import { draftWaiting } from './draft-key';
import { FORM_ON_NEED } from './form-marks';

/** The longest wait for an idle moment, after the page has loaded, before fetching the form's code anyway. */
const SETTLED_WAIT_MS = 3000;

/** The form's code, kept once it has come, for every later drawing of the form in this tab. */
const formCode = codeOnNeed(() => import('./contact-form'));

/** Fetches the form's code: what drawing the contact page in place waits for (app/pages.ts). */
export const importContactForm = () => formCode.need();

/**
 * The enquiry form. Drawn in place (another page, another language), it is drawn at once: the
 * page's code waited for the form's. Served, it stays as served, in a Suspense boundary React
 * leaves alone while its code is away, so the page hydrates without the form's code: the code is
 * fetched at the visitor's first reach for the form, or once the page has settled, and React then
 * takes the served form over in place (served-form.ts says what is held meanwhile).
 */
export function ContactFormOnNeed() {
  const hydrating = useHydratingServedMarkup();
  const ref = useRef<HTMLDivElement>(null);
  const watcher = useRef<ReturnType<typeof watchServedForm> | null>(null);
  const [servedWaiting] = useState(() => hydrating && formCode.loaded() === null);

  useEffect(() => {
    if (!servedWaiting) return;
    const watching = watchServedForm(ref.current!, {
      // A failure is tried again once online (code-on-need.ts); the served form stays meanwhile.
      need: () => void formCode.need().catch(() => {}),
      arrived: () => formCode.loaded() !== null,
      whenSettled: (task) => whenSettled(task, SETTLED_WAIT_MS),
      draftWaiting: () => draftWaiting(),
    });
    watcher.current = watching;
    return () => {
      watching.stop();
      watcher.current = null;
    };
  }, [servedWaiting]);

  const shown = useCallback(() => {
    ref.current?.setAttribute(FORM_ON_NEED.ready, '');
    watcher.current?.shown();
  }, []);

  return (
    <div ref={ref} {...{ [FORM_ON_NEED.root]: '' }}>
      <Suspense fallback={null}>
        <FormWhenArrived served={hydrating} onShown={shown} />
      </Suspense>
    </div>
  );
}

/** The form, once its code is here: while hydrating it waits for whoever fetches it; else it fetches it. */
function FormWhenArrived({ served, onShown }: { served: boolean; onShown: () => void }) {
  const { ContactForm } = formCode.loaded() ?? use(served ? formCode.arrived() : formCode.need());
  // Shown once it has taken up what was typed: a held send made then sends that.
  return <ContactForm onStarted={onShown} />;
}
