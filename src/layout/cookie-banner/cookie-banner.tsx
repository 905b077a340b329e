import { useEffect, useState, type ComponentType } from 'react';
import { useConsent } from '../../consent/use-consent';
import { loadWhenOnline } from '../../components/load-when-online';

type Panel = ComponentType;

/**
 * Spec §4: the consent banner, with a summary view and a preferences view. Most visits never
 * show it (the choice is saved), so its code loads only when it is about to show; it renders
 * directly once loaded, without a Suspense boundary, so nothing waits on a timer.
 */
export function CookieBanner() {
  const { view } = useConsent();
  const [Panel, setPanel] = useState<Panel | null>(null);

  useEffect(() => {
    if (view === 'hidden' || Panel) return;
    return loadWhenOnline(
      () => import('./cookie-banner-panel'),
      (module) => setPanel(() => module.default),
    );
  }, [view, Panel]);

  return view !== 'hidden' && Panel ? <Panel /> : null;
}
