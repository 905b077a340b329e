import { useEffect, useState, type ReactNode } from 'react';
import { useOnline } from '../use-online';
import styles from './map-frame.module.css';

interface MapFrameProps {
  /** The embeddable map page of a maps service. */
  src: string;
  /** The frame's accessible title. */
  title: string;
  /** Shown instead of the frame when it cannot load: offline, or the frame reported an error. */
  fallback: ReactNode;
  className?: string;
}

/**
 * A cross-origin map in a lazy iframe. Offline the frame would be a blank box (or the browser's
 * error page), so the fallback takes its place until the connection comes back.
 */
export function MapFrame({ src, title, fallback, className }: MapFrameProps) {
  const online = useOnline();
  const [failed, setFailed] = useState(false);

  // Back online, give the frame another chance.
  useEffect(() => {
    if (online) setFailed(false);
  }, [online]);

  const usable = online && !failed;
  return (
    <div className={`${styles.map} ${className ?? ''}`} data-state={usable ? 'map' : 'offline'}>
      {usable ? (
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className={styles.fallback}>{fallback}</div>
      )}
    </div>
  );
}
