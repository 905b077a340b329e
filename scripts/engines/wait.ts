/** How often a condition is asked again while waiting for it. */
export const POLL_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `probe` until it returns something truthy; fails after `timeoutMs`, naming `what`. */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(POLL_MS);
  }
}

/** The promise's outcome, or a failure naming `what` once `timeoutMs` has passed. */
export async function withTimeout<T>(what: string, timeoutMs: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
