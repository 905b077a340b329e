import { useEffect, useState } from 'react';
import { startOfDay } from './lead-days';

/**
 * The device's clock, read again at the next local midnight and whenever the page comes back into
 * view (a tablet asleep overnight runs no timers): "today" follows the day the rep is in.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const read = () => setNow(Date.now());
    const nextMidnight = startOfDay(now) + 26 * 60 * 60 * 1000;
    // The next day's midnight, found from a time safely inside it (a day may have 23 or 25 hours).
    const timer = setTimeout(read, Math.max(1_000, startOfDay(nextMidnight) - Date.now() + 1_000));
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [now]);
  return now;
}
