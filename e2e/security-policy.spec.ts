import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { watchForScripts } from './support/csp';
import { COMPANY } from '../src/content/company';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../scripts/browser';

// The content security policy at work in the browser: what it refuses and what it lets in.
// (security-headers.spec.ts checks the headers themselves and that the site runs within them.)

/** Runs in the page: what happened to a resource the policy may refuse. */
async function tryInPage(page: Page, kind: 'script' | 'fetch' | 'frame' | 'image' | 'style', url = '') {
  return page.evaluate(
    async ({ kind, url }) => {
      const settle = (element: HTMLElement, event = 'load') =>
        new Promise<string>((resolve) => {
          element.addEventListener(event, () => resolve('loaded'), { once: true });
          element.addEventListener('error', () => resolve('refused'), { once: true });
          setTimeout(() => resolve('no answer'), 3_000);
        });
      switch (kind) {
        case 'script': {
          const script = document.createElement('script');
          script.textContent = 'window.inlineRan = true';
          document.body.append(script);
          return (window as unknown as { inlineRan?: boolean }).inlineRan ? 'ran' : 'refused';
        }
        case 'fetch':
          return fetch(url).then(
            () => 'loaded',
            () => 'refused',
          );
        case 'frame': {
          const frame = document.createElement('iframe');
          frame.src = url;
          document.body.append(frame);
          await settle(frame);
          return 'appended';
        }
        case 'image': {
          const image = new Image();
          const result = settle(image);
          image.src = url;
          return result;
        }
        case 'style': {
          const probe = document.createElement('div');
          probe.setAttribute('style', 'color: rgb(1, 2, 3)');
          document.body.append(probe);
          return getComputedStyle(probe).color === 'rgb(1, 2, 3)' ? 'applied' : 'refused';
        }
      }
    },
    { kind, url },
  );
}

test.use({
  allowedConsole: /Content Security Policy|Refused to|ERR_BLOCKED|Failed to fetch/,
  // The full browser: the headless shell the rest of the suite runs in loads a refused frame's
  // error page without reporting the frame-src violation.
  launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS },
});

test.describe('the policy in force', () => {
  test('refuses inline code, eval and foreign origins; lets EmailJS and the map in', async ({ page, context }) => {
    const seen = await watchForScripts(context);
    const foreign = 'https://evil.example';
    await context.route(`${COMPANY.emailjs.origin}/**`, (route) =>
      route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await context.route(`${COMPANY.map.origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
    await context.route(`${foreign}/**`, (route) => route.fulfill({ status: 200, body: 'reached' }));
    await context.route('**/csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "try { window.evalResult = String(eval('1 + 1')) } catch (error) { window.evalResult = error.name }",
      }),
    );
    // No asReturningVisitor: its storage script would also run, and fail, in the refused frame's error page.
    await page.goto('/ubicacion');
    await waitForApp(page);

    expect(await tryInPage(page, 'script')).toBe('refused');
    // Playwright's own evaluate is exempt from the eval rule, so a script of the site's origin tries.
    const evaluated = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const script = document.createElement('script');
          script.src = '/csp-probe.js';
          script.onload = () => resolve((window as unknown as { evalResult?: string }).evalResult);
          document.body.append(script);
        }),
    );
    expect(evaluated).toBe('EvalError');
    expect(await tryInPage(page, 'fetch', `${COMPANY.emailjs.origin}/api/v1.0/email/send`)).toBe('loaded');
    expect(await tryInPage(page, 'fetch', `${foreign}/steal`)).toBe('refused');
    expect(await tryInPage(page, 'image', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe('refused');
    expect(await tryInPage(page, 'style')).toBe('refused');
    await tryInPage(page, 'frame', COMPANY.map.embedUrl);
    await tryInPage(page, 'frame', `${foreign}/frame`);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain(COMPANY.map.embedUrl);

    const refused = seen.violations.join('\n');
    for (const expected of [
      'script-src-elem blocked inline',
      'script-src blocked eval',
      `connect-src blocked ${foreign}/steal`,
      'img-src blocked data',
      'style-src-attr blocked inline',
      // A refused frame is reported by its origin only.
      `frame-src blocked ${foreign}`,
    ])
      expect(refused).toContain(expected);
    expect(refused).not.toContain(COMPANY.emailjs.origin);
    expect(refused).not.toContain(COMPANY.map.origin);
  });
});
