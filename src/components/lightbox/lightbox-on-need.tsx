import { Suspense, use } from 'react';
import { codeOnNeed } from '../code-on-need';
import type { LightboxProps } from './lightbox';

/** The viewer's code, kept once it has come. No page shows the viewer as served: it opens on a press. */
const lightboxCode = codeOnNeed(() => import('./lightbox'));

/**
 * Fetches the viewer's code, as a pointer comes over or focus comes to something that opens it,
 * so that it is usually here by the press. A failure is tried again once online (code-on-need.ts).
 */
export function fetchLightbox() {
  lightboxCode.need().catch(() => {});
}

/**
 * The photo viewer (lightbox.tsx), mounted while open like it, with its code fetched on need:
 * the pages that offer it hydrate without it. Until its code is here nothing shows, and focus
 * stays on what opened it; offline before the service worker has the site, it opens once online.
 */
export function LightboxOnNeed(props: LightboxProps) {
  return (
    <Suspense fallback={null}>
      <LightboxWhenArrived {...props} />
    </Suspense>
  );
}

function LightboxWhenArrived(props: LightboxProps) {
  const loaded = lightboxCode.loaded();
  if (!loaded) fetchLightbox();
  const { Lightbox } = loaded ?? use(lightboxCode.arrived());
  return <Lightbox {...props} />;
}
