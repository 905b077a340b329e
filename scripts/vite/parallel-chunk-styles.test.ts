import { describe, expect, it } from 'vitest';
import { importBesideStyles } from './parallel-chunk-styles';

/**
 * The tail of Vite's loader as Vite writes it, made runnable: `styles` stands for the style
 * sheets' loading, `baseModule` for the chunk's import.
 */
const HELPER = `function preload(baseModule, styles, handlePreloadError) {
	let promise = styles;
	return promise.then((res) => {
		for (const item of res || []) {
			if (item.status !== "rejected") continue;
			handlePreloadError(item.reason);
		}
		return baseModule().catch(handlePreloadError);
	});
}`;

type Preload = (
  baseModule: () => Promise<string>,
  styles: Promise<{ status: string; reason?: unknown }[]>,
  handlePreloadError: (error: unknown) => void,
) => Promise<string>;

const compile = (source: string) => new Function(`return ${source}`)() as Preload;

/** A promise the test settles itself. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("Vite's loader, rewritten", () => {
  it('imports the chunk at once, and resolves only once its styles have loaded', async () => {
    const styles = later<{ status: string }[]>();
    const imported: string[] = [];
    const preload = compile(importBesideStyles(HELPER));
    let resolved = false;
    const result = preload(
      async () => (imported.push('chunk'), 'module'),
      styles.promise,
      (error) => {
        throw error;
      },
    ).then((module) => ((resolved = true), module));
    await Promise.resolve();
    expect(imported).toEqual(['chunk']);
    expect(resolved).toBe(false);
    styles.resolve([{ status: 'fulfilled' }]);
    expect(await result).toBe('module');
  });

  it('the unchanged loader imports only after the styles (what the rewrite is for)', async () => {
    const styles = later<{ status: string }[]>();
    const imported: string[] = [];
    const result = compile(HELPER)(
      async () => (imported.push('chunk'), 'module'),
      styles.promise,
      () => {},
    );
    await Promise.resolve();
    expect(imported).toEqual([]);
    styles.resolve([]);
    expect(await result).toBe('module');
  });

  it("still reports a style sheet that failed, and the chunk's own failure, as Vite did", async () => {
    const reported: unknown[] = [];
    const report = (error: unknown) => void reported.push(error);
    const preload = compile(importBesideStyles(HELPER));
    await preload(async () => 'module', Promise.resolve([{ status: 'rejected', reason: 'css' }]), report);
    await preload(() => Promise.reject(new Error('gone')), Promise.resolve([]), report);
    expect(reported).toEqual(['css', new Error('gone')]);
  });

  it('refuses a loader that no longer reads as expected', () => {
    expect(() => importBesideStyles(HELPER.replace('baseModule().catch', 'baseModule().then'))).toThrow(
      /preload helper has changed/,
    );
    expect(() => importBesideStyles(HELPER + HELPER)).toThrow(/preload helper has changed/);
  });
});
