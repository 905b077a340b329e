import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { LEFT_ALONE } from '../components/drawn-outside-react';
import { CONSENT_FRAME, driveConsentFrame } from './consent-frame';
import type { OptionalCategory } from './consent';
import { ConsentContext } from './use-consent';
import styles from './consent-frame.module.css';

interface ConsentFrameProps {
  /** The category the frame needs before it may load. */
  category: OptionalCategory;
  /** The third party's embeddable page. */
  src: string;
  /** The frame's accessible title. */
  title: string;
  /** Why there is no frame yet, with the button (`grantProps`) that allows it. */
  askConsent: ReactNode;
  /** Why there is no frame while offline. */
  offline: ReactNode;
  /**
   * What is always shown, frame or not: the link that opens the service itself. A frame whose
   * load fails reports no error to the page, so nothing else could stand in for it then.
   */
  children: ReactNode;
  className?: string;
}

/** Spread on the button that allows the frame's category: it works before the app, from the boot. */
export const grantProps = { type: 'button', [CONSENT_FRAME.grant]: '' } as const;

/**
 * A third party's frame that loads only once the visitor allows its category. React draws what
 * stands in its place and an empty slot; the frame is drawn by consent-frame.ts, which the boot
 * script starts on the served page (so the button works before the app) and this on a page the
 * app draws.
 */
export function ConsentFrame({ category, src, title, askConsent, offline, children, className }: ConsentFrameProps) {
  const store = useContext(ConsentContext);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => (store && holder.current ? driveConsentFrame(holder.current, store) : undefined), [store]);
  const attributes = {
    [CONSENT_FRAME.holder]: category,
    [CONSENT_FRAME.src]: src,
    [CONSENT_FRAME.title]: title,
  };
  return (
    <div ref={holder} className={`${styles.holder} ${className ?? ''}`} {...attributes}>
      {/* First in the holder: the style sheet reads its state from its later siblings. */}
      <div
        className={styles.slot}
        {...{ [CONSENT_FRAME.slot]: '' }}
        dangerouslySetInnerHTML={LEFT_ALONE}
        suppressHydrationWarning
      />
      <div className={styles.standIn} data-testid="map-stand-in">
        <div className={styles.askConsent}>{askConsent}</div>
        <div className={styles.offline} data-testid="map-offline">
          {offline}
        </div>
      </div>
      <div className={styles.always} data-testid="map-link">
        {children}
      </div>
    </div>
  );
}
