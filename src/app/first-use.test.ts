import { describe, expect, it, vi } from 'vitest';
import {
  keepFormsFromBrowser,
  appTries,
  type AppTry,
  appWantedAtOnce,
  FIRST_USE_EVENTS,
  holdUntilApp,
  usedAlready,
  whenFirstUsed,
  type ServedPage,
} from './first-use';
import { HELD_RETRY_FIRST_MS, HELD_RETRY_MAX_MS } from '../components/load-when-online';

const servedHome: ServedPage = {
  rendered: 'page:es:home:',
  canonicalPath: '/',
  pathname: '/',
  search: '',
  formDraftWaiting: false,
};

describe('appWantedAtOnce', () => {
  it('waits for the first use on a page served at its own address', () => {
    expect(appWantedAtOnce(servedHome)).toBe(false);
    expect(appWantedAtOnce({ ...servedHome, search: '?utm_source=fair' })).toBe(false);
  });

  it('loads at once where the app has an address to correct', () => {
    expect(appWantedAtOnce({ ...servedHome, search: '?lng=fr' })).toBe(true);
    expect(appWantedAtOnce({ ...servedHome, search: '?lng=<script>' })).toBe(true);
    expect(appWantedAtOnce({ ...servedHome, pathname: '/index.html' })).toBe(true);
    expect(appWantedAtOnce({ ...servedHome, pathname: '/CONTACTO', canonicalPath: '/contacto' })).toBe(true);
  });

  it('loads at once on a page the build did not render for this address', () => {
    expect(appWantedAtOnce({ ...servedHome, rendered: null })).toBe(true);
    expect(appWantedAtOnce({ ...servedHome, rendered: '404:es', canonicalPath: null, pathname: '/nada' })).toBe(true);
  });

  it('loads at once to put a waiting draft back into the form', () => {
    expect(appWantedAtOnce({ ...servedHome, formDraftWaiting: true })).toBe(true);
  });
});

describe('whenFirstUsed', () => {
  /** An event of `type`; a pointer's, moved by a pixel. */
  const used = (type: string) => Object.assign(new Event(type), { movementX: 1, movementY: 0 });

  it('runs once, at the first of the events of use', () => {
    for (const type of FIRST_USE_EVENTS) {
      const target = new EventTarget();
      const task = vi.fn();
      whenFirstUsed(target, task);
      target.dispatchEvent(new Event('load'));
      expect(task).not.toHaveBeenCalled();
      target.dispatchEvent(used(type));
      target.dispatchEvent(used(type));
      target.dispatchEvent(new Event('keydown'));
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it('takes a pointer moved by nothing (the browser’s own, under a resting cursor) for no use', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenFirstUsed(target, task);
    target.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 }));
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 0, movementY: -2 }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenFirstUsed(target, task)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});

describe('holdUntilApp', () => {
  const actionNamed = (made: string[]) => (event: Event) =>
    (event as CustomEvent<string | null>).detail ? () => made.push((event as CustomEvent<string>).detail) : null;
  const act = (target: EventTarget, type: 'click' | 'submit', detail: string | null) => {
    const event = new CustomEvent(type, { detail, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };

  it('after a failed try, holds presses again for the next try only', () => {
    const made: string[] = [];
    const failedOnly = new EventTarget();
    const heldAfterFailure = holdUntilApp(failedOnly, actionNamed(made));
    expect(heldAfterFailure.failed()).toBeNull();
    act(failedOnly, 'click', 'share');
    heldAfterFailure.replay();
    expect(made).toEqual([]);
    const triedAgain = new EventTarget();
    const heldForNextTry = holdUntilApp(triedAgain, actionNamed(made));
    heldForNextTry.failed();
    heldForNextTry.trying();
    act(triedAgain, 'click', 'cookie settings');
    heldForNextTry.replay();
    expect(made).toEqual(['cookie settings']);
  });

  it('makes the last action the app answers again once it has come, and only once', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const held = holdUntilApp(target, actionNamed(made));
    act(target, 'click', 'share');
    act(target, 'click', 'cookie settings');
    act(target, 'click', null);
    expect(made).toEqual([]);
    held.replay();
    expect(made).toEqual(['cookie settings']);
    act(target, 'click', 'menu');
    held.replay();
    expect(made).toEqual(['cookie settings']);
  });

  it('keeps a held submit over any later press that is not a submit', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const held = holdUntilApp(target, actionNamed(made));
    act(target, 'submit', 'enquiry');
    act(target, 'click', 'project type list');
    act(target, 'click', 'share');
    held.replay();
    expect(made).toEqual(['enquiry']);
  });

  it('holds a Send made before the page as the visitor’s own: kept over presses, kept when the app fails, replaced by a new Send', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const form = { name: 'served form' } as unknown as HTMLFormElement;
    const held = holdUntilApp(target, actionNamed(made));
    held.holdSend(form, () => made.push('noted enquiry'));
    act(target, 'click', 'share');
    expect(held.failed()).toBe(form);
    held.replay();
    expect(made).toEqual(['noted enquiry']);

    const again = holdUntilApp(target, actionNamed(made));
    again.holdSend(form, () => made.push('noted enquiry'));
    act(target, 'submit', 'enquiry typed again');
    again.replay();
    // One Send: the visitor's own, not the noted one as well.
    expect(made).toEqual(['noted enquiry', 'enquiry typed again']);
  });

  it('keeps a held submit from the browser, and leaves other events their default', () => {
    const target = new EventTarget();
    holdUntilApp(target, actionNamed([]));
    expect(act(target, 'submit', 'enquiry').defaultPrevented).toBe(true);
    expect(act(target, 'submit', null).defaultPrevented).toBe(false);
    expect(act(target, 'click', 'share').defaultPrevented).toBe(false);
  });

  it('holds nothing more once React listens, and still makes what it held', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const held = holdUntilApp(target, actionNamed(made));
    act(target, 'click', 'share');
    held.close();
    // React answers this one itself (it hydrates the part pressed first).
    const submit = act(target, 'submit', 'enquiry');
    expect(submit.defaultPrevented).toBe(false);
    held.replay();
    expect(made).toEqual(['share']);
  });

  it('forgets what it held when the app will not come', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const held = holdUntilApp(target, actionNamed(made));
    act(target, 'click', 'share');
    held.stop();
    held.replay();
    expect(made).toEqual([]);
  });
});

describe('holdUntilApp, when the app failed', () => {
  const act = (target: EventTarget, type: 'click' | 'submit', detail: string | null) => {
    const event = new CustomEvent(type, { detail, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  const actionNamed = (made: string[]) => (event: Event) =>
    (event as CustomEvent<string | null>).detail ? () => made.push((event as CustomEvent<string>).detail) : null;

  it('keeps a held submit for the next try, forgets a held press, and holds only submits from then on', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const submits: unknown[] = [];
    const held = holdUntilApp(target, actionNamed(made), (form) => submits.push(form));
    act(target, 'submit', 'enquiry');
    expect(held.failed()).toBe(target);
    expect(act(target, 'click', 'share').defaultPrevented).toBe(false);
    expect(act(target, 'submit', 'enquiry again').defaultPrevented).toBe(true);
    expect(submits).toEqual([target, target]);
    held.replay();
    expect(made).toEqual(['enquiry again']);
  });

  it('forgets a held Send the visitor chose not to send from here, and holds a later Send as before', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const held = holdUntilApp(target, actionNamed(made));
    act(target, 'submit', 'enquiry');
    expect(held.failed()).toBe(target);
    held.forgetSend();
    expect(held.failed()).toBeNull();
    held.replay();
    expect(made).toEqual([]);

    const again = holdUntilApp(target, actionNamed(made));
    act(target, 'submit', 'enquiry');
    again.forgetSend();
    expect(act(target, 'submit', 'enquiry sent again').defaultPrevented).toBe(true);
    again.replay();
    expect(made).toEqual(['enquiry sent again']);
  });

  it('has no form to keep when only a press was held', () => {
    const target = new EventTarget();
    const made: string[] = [];
    const held = holdUntilApp(target, actionNamed(made));
    act(target, 'click', 'share');
    expect(held.failed()).toBeNull();
    held.replay();
    expect(made).toEqual([]);
  });
});

describe('appTries', () => {
  /** A window whose `online` the test fires. */
  const fakeWindow = () => {
    const target = new EventTarget();
    return Object.assign(target, {
      goOnline: () => target.dispatchEvent(new Event('online')),
      // The page's timers are numbers; Node's, which the test's fake timers replace, objects.
      setTimeout: (task: () => void, ms: number) => setTimeout(task, ms) as unknown as number,
      clearTimeout: (timer: number | undefined) => clearTimeout(timer as unknown as NodeJS.Timeout),
    });
  };

  it('tries once at a time, again when the connection returns, and never after the app started', async () => {
    const win = fakeWindow();
    const outcomes: ('started' | 'again')[] = ['again', 'started'];
    const tryOnce = vi.fn(async () => outcomes.shift()!);
    const tries = appTries(tryOnce, win);
    const first = tries.start();
    tries.retry();
    await first;
    expect(tryOnce).toHaveBeenCalledTimes(1);
    win.goOnline();
    await vi.waitFor(() => expect(tryOnce).toHaveBeenCalledTimes(2));
    await tries.start();
    win.goOnline();
    tries.retry();
    await tries.start();
    expect(tryOnce).toHaveBeenCalledTimes(2);
  });

  it('tries again after its back-off when a try begun offline failed after the connection returned', async () => {
    const browser = { onLine: false };
    vi.stubGlobal('navigator', browser);
    vi.useFakeTimers();
    try {
      const win = fakeWindow();
      let fail: (outcome: AppTry) => void = () => {};
      const tryOnce = vi
        .fn<() => Promise<AppTry>>()
        .mockImplementationOnce(() => new Promise((resolve) => (fail = resolve)))
        .mockResolvedValueOnce('started');
      const tries = appTries(tryOnce, win);
      const first = tries.start();
      browser.onLine = true;
      win.goOnline();
      fail('again');
      await first;
      await vi.advanceTimersByTimeAsync(HELD_RETRY_FIRST_MS - 1);
      expect(tryOnce).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(tryOnce).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('tries again when asked, after a failure for now', async () => {
    const tryOnce = vi.fn(async () => 'again' as const);
    const tries = appTries(tryOnce, fakeWindow());
    await tries.start();
    await tries.start();
    expect(tryOnce).toHaveBeenCalledTimes(2);
  });

  it('while a Send is held, tries again on a timer too, waiting twice as long each time', async () => {
    vi.useFakeTimers();
    try {
      const outcomes: AppTry[] = ['held', 'held', 'started'];
      const tryOnce = vi.fn(async () => outcomes.shift()!);
      const tries = appTries(tryOnce, fakeWindow());
      await tries.start();
      await vi.advanceTimersByTimeAsync(HELD_RETRY_FIRST_MS - 1);
      expect(tryOnce).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(tryOnce).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2 * HELD_RETRY_FIRST_MS - 1);
      expect(tryOnce).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(tryOnce).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(HELD_RETRY_MAX_MS * 2);
      expect(tryOnce).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries on no timer when no Send waits', async () => {
    vi.useFakeTimers();
    try {
      const tryOnce = vi.fn(async (): Promise<AppTry> => 'again');
      await appTries(tryOnce, fakeWindow()).start();
      await vi.advanceTimersByTimeAsync(HELD_RETRY_MAX_MS * 2);
      expect(tryOnce).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again at the next use of the page after its back-off, once for each failure, and hears no use once started', async () => {
    const win = fakeWindow();
    const outcomes: AppTry[] = ['again', 'again', 'started'];
    const tryOnce = vi.fn(async () => outcomes.shift()!);
    let use = () => {};
    const stopped = vi.fn();
    let now = 0;
    const tries = appTries(
      tryOnce,
      win,
      (task) => {
        use = task;
        return stopped;
      },
      () => now,
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await tries.start();
    // Keys typed at once after the failure: within its back-off, no try.
    use();
    now = HELD_RETRY_FIRST_MS - 1;
    use();
    await settle();
    expect(tryOnce).toHaveBeenCalledTimes(1);
    now = HELD_RETRY_FIRST_MS;
    use();
    use();
    await settle();
    expect(tryOnce).toHaveBeenCalledTimes(2);
    // That try failed too: a use and `online` together try once more, not twice.
    now += 2 * HELD_RETRY_FIRST_MS;
    win.goOnline();
    use();
    await settle();
    expect(tryOnce).toHaveBeenCalledTimes(3);
    win.goOnline();
    use();
    await tries.start();
    expect(tryOnce).toHaveBeenCalledTimes(3);
    expect(stopped).toHaveBeenCalled();
  });

  it('hears no use once the app’s script is gone, and still tries when the connection returns', async () => {
    const win = fakeWindow();
    const tryOnce = vi.fn(async (): Promise<AppTry> => 'again');
    let use = () => {};
    const tries = appTries(
      tryOnce,
      win,
      (task) => {
        use = task;
        return () => {};
      },
      () => now,
    );
    let now = 0;
    await tries.start();
    tries.gone();
    now = HELD_RETRY_MAX_MS;
    use();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tryOnce).toHaveBeenCalledTimes(1);
    win.goOnline();
    await vi.waitFor(() => expect(tryOnce).toHaveBeenCalledTimes(2));
  });

  it('tries no more after a failure for good, online or not', async () => {
    const win = fakeWindow();
    const tryOnce = vi.fn(async () => 'never' as const);
    const tries = appTries(tryOnce, win);
    await tries.start();
    win.goOnline();
    await tries.start();
    expect(tryOnce).toHaveBeenCalledTimes(1);
  });
});

describe('usedAlready', () => {
  /** A document as `usedAlready` reads it: its window's activation and scroll, and its focus. */
  const documentWith = ({ active = false, focusedInPage = false, scrollY = 0 } = {}) => {
    const body = {};
    return {
      body,
      documentElement: {},
      activeElement: focusedInPage ? {} : body,
      defaultView: { navigator: { userActivation: { hasBeenActive: active } }, scrollY },
    } as unknown as Document;
  };

  it('sees a page nobody has touched as unused', () => {
    expect(usedAlready(documentWith())).toBe(false);
  });

  it('sees a tap or a key, a focus moved into the page, or a scroll, made before the script ran', () => {
    expect(usedAlready(documentWith({ active: true }))).toBe(true);
    expect(usedAlready(documentWith({ focusedInPage: true }))).toBe(true);
    expect(usedAlready(documentWith({ scrollY: 120 }))).toBe(true);
  });
});

describe('keepFormsFromBrowser', () => {
  /** A submit event of a form in the page's markup; `search` makes it the search form. */
  function submitOf(search: boolean) {
    const form = {
      closest: (selector: string) => (selector === '#root' ? {} : null),
      matches: (selector: string) => search && selector === 'form[role="search"][method="get"]',
    };
    const event = new Event('submit', { cancelable: true });
    Object.defineProperty(event, 'target', { value: form });
    return event;
  }

  it('keeps a form’s submit from the browser, and lets a search form go to the search page as a link does', () => {
    const target = new EventTarget();
    keepFormsFromBrowser(target);
    const contact = submitOf(false);
    target.dispatchEvent(contact);
    expect(contact.defaultPrevented).toBe(true);
    const search = submitOf(true);
    target.dispatchEvent(search);
    expect(search.defaultPrevented).toBe(false);
  });
});
