import type { Page } from '@playwright/test';

/**
 * The style sheets `page` fetches from now on, as a list that fills as they are asked for: a part
 * drawn in the styles its page came with asks for none.
 */
export function styleSheetsFetched(page: Page): readonly string[] {
  const sheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && sheets.push(request.url()));
  return sheets;
}
