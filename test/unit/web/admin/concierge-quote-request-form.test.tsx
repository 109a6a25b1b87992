// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ConciergeCase } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import { ConciergeQuoteRequestForm } from '@web/features/admin/components/concierge-quote-request-form';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
afterEach(cleanup);

const conciergeCase: ConciergeCase = {
  customer: { id: 'customer-1', firstName: 'Robin', lastName: 'Desk', email: 'robin@example.com' },
  upgraded_at: '2026-11-20T15:30:00.000Z',
  has_booking: false,
  move: {
    id: 'move-1',
    from_city: 'Cary',
    from_state: 'NC',
    to_city: 'Durham',
    to_state: 'NC',
    start_date: '2026-12-07',
    end_date: '2026-12-09',
  },
  max_price: null,
  fee_paid_at: null,
  quotes: [],
  matching_companies: [
    { id: 'best-1', name: 'Aa Movers' },
    { id: 'best-2', name: 'Bb Movers' },
  ],
  notes: [],
  recommendation: null,
};

const renderForm = () => renderRoute('/admin-dashboard', <ConciergeQuoteRequestForm item={conciergeCase} />);
const searchFor = (text: string) =>
  fireEvent.change(screen.getByLabelText('Find another matching company'), { target: { value: text } });

describe("the concierge case's quote request", () => {
  it('adds a company found by name to the list, keeps it ticked while staff search again, and asks it with the 10 best', async () => {
    const searched: string[] = [];
    fakeApi
      .on(routes.searchConciergeMatchingCompanies, ({ params, query }) => {
        expect(params.customer_id).toBe('customer-1');
        searched.push(query.search);
        return { companies: query.search === 'oak' ? [{ id: 'far-1', name: 'Oak Movers' }] : [] };
      })
      .on(routes.requestConciergeQuotes, () => []);
    renderForm();

    searchFor('oak');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Oak Movers' }));
    expect(screen.getByText('Found by name')).toBeTruthy();

    searchFor('zz top');
    expect(await screen.findByTestId('concierge-company-search-empty')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Oak Movers' }).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Aa Movers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request quotes' }));
    await waitFor(() =>
      expect(fakeApi.request).toHaveBeenCalledWith(
        routes.requestConciergeQuotes,
        expect.objectContaining({
          params: { customer_id: 'customer-1' },
          body: { moving_company_ids: ['far-1', 'best-1'] },
        }),
      ),
    );
    // Asked, the company leaves the list and the search is cleared.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Oak Movers' })).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Find another matching company').value).toBe('');
    expect(searched.slice(0, 2)).toEqual(['oak', 'zz top']);
  });

  it('says when every company found is already in the list, and lists none twice', async () => {
    fakeApi.on(routes.searchConciergeMatchingCompanies, () => ({ companies: [{ id: 'best-2', name: 'Bb Movers' }] }));
    renderForm();
    searchFor('bb');
    expect(await screen.findByText('Already in the list above.')).toBeTruthy();
    expect(screen.queryByText('Found by name')).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: 'Bb Movers' })).toHaveLength(1);
  });
});
