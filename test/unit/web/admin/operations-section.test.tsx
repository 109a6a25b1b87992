// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { OperationsSection } from '@web/features/admin/components/operations-section';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderWithProviders } from '../support/render-route';
import { marketplaceStats } from './admin-fixtures';

useFakeApi();
afterEach(cleanup);

describe('the operations section', () => {
  it('shows every figure for 7 and 30 days, the active plans and the daily chart', async () => {
    fakeApi.on(routes.getMarketplaceStats, marketplaceStats());
    renderWithProviders(<OperationsSection />);
    const table = await screen.findByRole('table', { name: 'Marketplace numbers' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('FigureLast 7 daysLast 30 days');
    expect(rows).toContain('Move requests411');
    expect(rows).toContain('Median time to first quote1 h 35 min—');
    expect(screen.getByText('Active monthly plans').nextSibling?.textContent).toBe('4');
    expect(screen.getByRole('img', { name: 'The last 30 days, day by day' })).toBeTruthy();
  });

  it('says so when the numbers cannot be loaded', async () => {
    fakeApi.on(routes.getMarketplaceStats, new ApiError(500, 'An error occurred'));
    renderWithProviders(<OperationsSection />);
    expect(await screen.findByText('Failed to load the marketplace numbers')).toBeTruthy();
  });
});
