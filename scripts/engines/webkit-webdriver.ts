import { startGroup, type ProcessGroup } from './process-group.ts';
import { HYDRATION_WARNING } from './problems.ts';
import { until, withTimeout } from './wait.ts';
import { W3C_KEYS, driverReady, newSession, type ElementRef, type WebDriverSession } from './webdriver-client.ts';
import {
  asTarget,
  describeTarget,
  findTarget,
  type EngineBrowser,
  type EngineTab,
  type LaunchOptions,
  type Target,
} from './engine.ts';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Starts Xvfb on the first free display; resolves with ":N" once the server is accepting clients. */
async function startXvfb(timeoutMs: number): Promise<{ display: string; group: ProcessGroup }> {
  // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready.
  const group = startGroup('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const fd = group.child.stdio[3];
  if (!fd) throw new Error('Xvfb: no display pipe');
  let written = '';
  const reported = new Promise<string>((resolve, reject) => {
    fd.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    void group.exited().then(() => reject(new Error(`Xvfb exited: ${group.output()}`)));
  });
  return { display: await withTimeout('Xvfb to report its display', timeoutMs, reported), group };
}

/**
 * Watches the page's own problems, since W3C WebDriver reports neither console nor exceptions:
 * console calls, uncaught errors and unhandled rejections from the moment this runs.
 */
function watchProblems(hydrationWarning: string) {
  const w = window as unknown as { __engineProblems?: string[] };
  if (w.__engineProblems) return;
  const list: string[] = (w.__engineProblems = []);
  const pattern = new RegExp(hydrationWarning, 'i');
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value));
  addEventListener('error', (event) => list.push(`[pageerror] ${event.message}`));
  addEventListener('unhandledrejection', (event) => list.push(`[unhandledrejection] ${text(event.reason)}`));
  for (const level of ['error', 'warn', 'info', 'log'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const line = args.map(text).join(' ');
      if (level === 'error' || pattern.test(line)) list.push(`[${level}] ${line}`);
      original(...args);
    };
  }
}

function takeProblems(): string[] {
  const w = window as unknown as { __engineProblems?: string[] };
  return w.__engineProblems ? w.__engineProblems.splice(0).map((line) => `${location.href} ${line}`) : [];
}

/** The session's one window as a tab; the suite opens one tab at a time. */
function webkitTab(session: WebDriverSession, options: LaunchOptions, onClose: () => void): EngineTab {
  const seen: string[] = [];
  const evaluate = async <R>(fn: Function, args: unknown[]): Promise<R> => {
    const script = `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve().then(() => (${fn.toString()}).apply(null, args)).then(
  (value) => done({ ok: true, value: value === undefined ? null : value }),
  (error) => done({ ok: false, error: String((error && error.stack) || error) }));`;
    const result = await session.executeAsync<{ ok: boolean; value?: R; error?: string }>(script, args);
    if (!result.ok) throw new Error(`In the page: ${result.error}`);
    return result.value as R;
  };
  const harvest = async () => {
    try {
      seen.push(...(await evaluate<string[]>(takeProblems, [])));
    } catch {
      // No document to ask (a navigation is under way, or the page is gone).
    }
  };
  const watch = () => evaluate<void>(watchProblems, [HYDRATION_WARNING.source]);
  // Scrolled into view by the page itself, at once: the driver's own scrolling honours the
  // site's smooth scrolling and then finds the element still out of view ("not interactable").
  const element = (target: Target) =>
    until(describeTarget(target), options.timeouts.action, () =>
      session.execute<ElementRef | null>(
        `const element = (${findTarget.toString()}).apply(null, arguments);
if (element) element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
return element;`,
        [target.selector, target.text ?? null],
      ),
    );
  return {
    async goto(url) {
      await harvest();
      await session.navigate(url);
      await watch();
    },
    async reload() {
      await harvest();
      await session.refresh();
      await watch();
    },
    url: () => session.currentUrl(),
    evaluate: (fn, ...args) => evaluate(fn, args),
    async click(target) {
      await session.click(await element(asTarget(target)));
    },
    async type(target, text) {
      await session.sendKeys(await element(asTarget(target)), text);
    },
    async press(key) {
      await session.pressKey(W3C_KEYS[key]);
    },
    async problems() {
      await harvest();
      return [...seen];
    },
    async close() {
      await harvest();
      await session.navigate('about:blank').catch(() => undefined);
      onClose();
    },
  };
}

/** WebKit (WebKitGTK's MiniBrowser) driven by WebKitWebDriver over W3C WebDriver, under Xvfb. */
export async function launchWebKitWebDriver(options: LaunchOptions): Promise<EngineBrowser> {
  const groups: ProcessGroup[] = [];
  const stopAll = () =>
    Promise.all(
      groups
        .splice(0)
        .reverse()
        .map((group) => group.stop()),
    );
  try {
    const xvfb = await startXvfb(options.timeouts.launch);
    groups.push(xvfb.group);
    const port = options.ports.driver;
    // MiniBrowser is started by the driver, in the driver's process group.
    const driver = startGroup('WebKitWebDriver', [`--port=${port}`, '--host=local'], {
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    groups.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await until(`WebKitWebDriver on port ${port}`, options.timeouts.launch, async () => {
      if (driver.child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${driver.output()}`);
      return driverReady(base);
    });
    const session = await withTimeout(
      'a WebKit session (MiniBrowser starting)',
      options.timeouts.launch,
      newSession(base, {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      }),
    );
    await session.setTimeouts({ pageLoad: options.timeouts.navigation, script: options.timeouts.script, implicit: 0 });
    await session.setWindowRect(options.viewport);
    let open = false;
    return {
      name: 'webkit',
      description: `MiniBrowser (WebKitGTK ${String(session.capabilities.browserVersion)}) over W3C WebDriver`,
      observesFromStart: false,
      async newTab() {
        if (open) throw new Error('The WebKit driver opens one tab at a time');
        open = true;
        return webkitTab(session, options, () => (open = false));
      },
      async close() {
        await session.delete().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
