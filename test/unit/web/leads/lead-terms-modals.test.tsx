// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { pricedEstimate, toEstimateView } from '@schemas/estimate-totals';
import { ViewBookingModal } from '@web/features/leads/manage-leads/components/view-booking-modal';
import { ViewQuoteModal } from '@web/features/leads/manage-leads/components/view-quote-modal';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import { renderWithProviders } from '../support/render-route';
import { lead } from './company-lead-rows';

/* The company's read-only quote and booking views show a structured quote's terms, as the customer saw them. */

afterEach(cleanup);
const estimate = toEstimateView(pricedEstimate(bindingEstimate()).estimate);

describe('manage leads: the terms of a structured quote', () => {
  it('lists the terms in the read-only quote', async () => {
    renderWithProviders(
      <ViewQuoteModal lead={lead('A', { status: 'CANCELLED', price: 2600, estimate })} onClose={() => {}} />,
    );
    const terms = await screen.findByLabelText('Terms');
    expect(terms.textContent).toContain('Binding');
    expect(terms.textContent).toContain('3 movers, 26 ft truck');
    expect(terms.textContent).toContain('Free until 7 days before the move');
  });

  it('lists them in the booking, and not for a price-only quote', async () => {
    const { unmount } = renderWithProviders(
      <ViewBookingModal lead={lead('B', { status: 'BOOKED', price: 2600, estimate })} onClose={() => {}} />,
    );
    expect((await screen.findByLabelText('Terms')).textContent).toContain('Most you can be billed$2,600');
    unmount();
    renderWithProviders(<ViewQuoteModal lead={lead('C', { status: 'CANCELLED' })} onClose={() => {}} />);
    await screen.findByText('Quote amount');
    expect(screen.queryByLabelText('Terms')).toBeNull();
  });
});
