import { lazy, Suspense } from 'react';
import { useConsent } from '../../consent/use-consent';

// Most visits never show the banner (the choice is saved), so its code loads only when it does.
const CookieBannerPanel = lazy(() => import('./cookie-banner-panel'));

/** Spec §4: the consent banner, with a summary view and a preferences view. */
export function CookieBanner() {
  const { view } = useConsent();
  if (view === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
