/**
 * The mark a failed import's caller puts on the error when it decides itself what the failure
 * means (app/pages.ts: a page's code fetched ahead of a link's click fails again, and decides,
 * once the address has changed), so the page-wide rule in reload-once.ts leaves it alone.
 * A module of its own, importing nothing: the booth's code marks its decoder's failures too,
 * and importing reload-once.ts from the booth's chunk made the bundler split the languages
 * module out of the entry, a request the boot then waited on (e2e/loading-order.spec.ts).
 */
const HANDLED = Symbol('import failure handled by its caller');

export function handledByCaller(error: unknown): void {
  if (error !== null && typeof error === 'object') Object.defineProperty(error, HANDLED, { value: true });
}

export function isHandledByCaller(error: unknown): boolean {
  return error !== null && typeof error === 'object' && HANDLED in error;
}
