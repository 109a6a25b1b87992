// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SubscriptionDetails } from '@schemas/payments';
import { routes } from '@schemas/routes';
import { LeadTokenBalance } from '@web/components/lead-token-balance';
import { browserNavigation } from '@web/lib/browser-navigation';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();

const COMPANY_ID = 'company-1';
const REFILL = 'http://127.0.0.1:12111/checkout/cs_refill';
const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);

beforeEach(() => assign.mockClear());
afterEach(cleanup);

const payPerLead = (tokensRemaining: number): SubscriptionDetails => ({
  planType: 'pay_per_lead_subscription_start',
  plan: 'Pay Per Lead',
  subscriptionPlan: 'pay_per_lead_subscription_start',
  status: 'active',
  nextBillDate: null,
  nextBillAmount: null,
  tokensRemaining,
  tokensPerBundle: 20,
});

describe('the lead pages’ token line', () => {
  it('shows a pay-per-lead balance with the refill at any balance, and opens the refill checkout', async () => {
    fakeApi
      .on(routes.getSubscriptionDetails, payPerLead(15))
      .on(routes.createTokenRefillCheckout, { checkoutUrl: REFILL });
    renderRoute('/find-leads', <LeadTokenBalance companyId={COMPANY_ID} />);
    expect(await screen.findByText('Lead tokens: 15 of 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refill tokens with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REFILL));
    expect(fakeApi.callsTo(routes.createTokenRefillCheckout)).toEqual([{ params: { id: COMPANY_ID } }]);
  });

  it('shows nothing on the monthly plan', async () => {
    fakeApi.on(routes.getSubscriptionDetails, {
      ...payPerLead(0),
      planType: 'flat_rate_monthly_subscription',
      plan: 'Monthly',
      subscriptionPlan: 'flat_rate_monthly_subscription',
      tokensRemaining: null,
    });
    renderRoute('/find-leads', <LeadTokenBalance companyId={COMPANY_ID} />);
    await waitFor(() => expect(fakeApi.callsTo(routes.getSubscriptionDetails)).toHaveLength(1));
    expect(screen.queryByTestId('lead-token-balance')).toBeNull();
  });
});
