import { pageServiceId } from '../routing/paths';
import type { PageKey } from './page-modules';
import type { Shown } from './head';

export function pageKeyOf(shown: Shown): PageKey {
  return shown.kind === 'page' ? shown.page.screen : 'notFound';
}

/** Identifies what a prerendered document shows, so the client knows whether it may hydrate it. */
export function renderedKey(shown: Shown): string {
  return shown.kind === 'page'
    ? `page:${shown.page.lang}:${pageKeyOf(shown)}:${pageServiceId(shown.page) ?? ''}`
    : `404:${shown.lang}`;
}
