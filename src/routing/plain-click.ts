/** The parts of a click that say where the visitor wants a link opened. */
export interface ClickIntent {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether the app may follow a link in place: a plain primary click. With a modifier key or
 * another button the visitor asked the browser for a new tab, a window or a download.
 */
export function isPlainClick(event: ClickIntent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey);
}
