import type { Budgets, PageBudget } from './gate.ts';

/** Runs per page, for the site and for its floor alike; each figure is the median over them. */
export const RUNS = 5;

/**
 * What the gate holds every audited page to (see gate.ts). The CPU budgets are a ratchet: they
 * sit where the site stands (the worst page's median, with a margin for the machine's noise),
 * so that a regression fails, and are only ever tightened.
 */
export const BUDGETS: Budgets = {
  minScores: { accessibility: 1, 'best-practices': 1, seo: 1 },
  maxCls: 0.02,
  maxLcpMs: 2000,
  maxTbtOverFloorMs: 550,
  maxMainThreadOverFloorMs: 3000,
  maxPerformanceBelowFloor: 0.15,
};

/**
 * The audited pages, one of each kind of screen, in several languages, each with what it may send
 * on a first visit (kB as sent, compressed) and how many requests it may make.
 */
export const AUDITED_PAGES: readonly PageBudget[] = [
  { path: '/', maxTransferKb: 230, maxRequests: 40 },
  { path: '/en/history', maxTransferKb: 330, maxRequests: 50 },
  { path: '/servicios/libros', maxTransferKb: 330, maxRequests: 50 },
  { path: '/servicios/encuadernacion', maxTransferKb: 300, maxRequests: 50 },
  { path: '/fr/contact', maxTransferKb: 300, maxRequests: 50 },
  { path: '/ubicacion', maxTransferKb: 300, maxRequests: 50 },
];
