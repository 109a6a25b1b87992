import type { Page } from '@playwright/test';

/** /quotes "Compare quotes": the region, and its columns' company names in order. */
export const comparison = (page: Page) => page.getByRole('region', { name: 'Compare quotes' });

export const columnNames = (page: Page) =>
  comparison(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
