/**
 * Whether a new worker waiting is a version this tab should be offered ("a new version, Reload").
 * A tab run by a worker shows that worker's version, and one waiting is newer: offered. A first
 * visit has no version saved to be behind. But a tab that is neither, opened by a shift-reload
 * while an older worker serves other tabs, was served by the network, the newest version there
 * is: the worker waiting is that same version, and reloading onto it would change nothing the
 * visitor sees (issue 52, review).
 */
export function waitingIsOffered(tab: { controlled: boolean; firstVisit: boolean }): boolean {
  return tab.controlled || tab.firstVisit;
}
