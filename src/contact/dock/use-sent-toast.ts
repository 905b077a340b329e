import { useEffect, useState } from 'react';
import type { OutboxRunner } from '../offline/outbox-runner';

export const TOAST_MS = 6000;

/** How many queued enquiries were just sent (by any tab), for a few seconds; else 0. */
export function useSentToast(runner: OutboxRunner | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => runner?.onSent((sent) => setCount((shown) => shown + sent)), [runner]);
  useEffect(() => {
    if (count === 0) return;
    const timer = setTimeout(() => setCount(0), TOAST_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return count;
}
