/**
 * A minimal W3C WebDriver client over fetch: the dozen endpoints the engine suite uses, no more.
 * (The npm clients bring a logger, a config system and a BiDi layer WebKitWebDriver does not
 * speak; this is all the protocol there is for what we need.)
 */

/** The key under which W3C WebDriver returns an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export type ElementRef = { [ELEMENT_KEY]: string };

export const W3C_KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const;

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

async function call<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || (payload.value && typeof payload.value === 'object' && 'error' in payload.value)) {
    throw new WebDriverError(payload.value?.error ?? String(response.status), payload.value?.message ?? '');
  }
  return payload.value;
}

export interface WebDriverSession {
  readonly id: string;
  readonly capabilities: Record<string, unknown>;
  navigate(url: string): Promise<void>;
  refresh(): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs an async script: its last argument is the callback the W3C protocol passes. */
  executeAsync<T>(script: string, args: unknown[]): Promise<T>;
  execute<T>(script: string, args: unknown[]): Promise<T>;
  click(element: ElementRef): Promise<void>;
  sendKeys(element: ElementRef, text: string): Promise<void>;
  pressKey(key: string): Promise<void>;
  setWindowRect(rect: { width: number; height: number }): Promise<void>;
  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void>;
  delete(): Promise<void>;
}

/** Is a WebDriver server answering at `base` and ready for a session? */
export async function driverReady(base: string): Promise<boolean> {
  try {
    return (await call<{ ready: boolean }>(base, 'GET', '/status')).ready;
  } catch {
    return false;
  }
}

export async function newSession(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  const created = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(base, 'POST', '/session', {
    capabilities: { alwaysMatch: capabilities },
  });
  const at = `/session/${created.sessionId}`;
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    call<T>(base, method, at + path, body);
  return {
    id: created.sessionId,
    capabilities: created.capabilities,
    navigate: (url) => send('POST', '/url', { url }),
    refresh: () => send('POST', '/refresh', {}),
    currentUrl: () => send('GET', '/url'),
    executeAsync: (script, args) => send('POST', '/execute/async', { script, args }),
    execute: (script, args) => send('POST', '/execute/sync', { script, args }),
    click: (element) => send('POST', `/element/${element[ELEMENT_KEY]}/click`, {}),
    sendKeys: (element, text) => send('POST', `/element/${element[ELEMENT_KEY]}/value`, { text }),
    pressKey: (value) =>
      send('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      }),
    setWindowRect: (rect) => send('POST', '/window/rect', rect),
    setTimeouts: (timeouts) => send('POST', '/timeouts', timeouts),
    delete: () => send('DELETE', ''),
  };
}
