import type { PageKey } from './page-modules';
import type { Shown } from './head';

export function pageKeyOf(shown: Shown): PageKey {
  return shown.kind === 'page' ? shown.page.screen : 'notFound';
}
