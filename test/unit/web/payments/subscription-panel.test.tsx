// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionDetails, TokenLedgerEntry } from '@schemas/payments';
import { routes } from '@schemas/routes';
import { SubscriptionPanel } from '@web/features/payments/components/subscription-panel';
import { ApiError } from '@web/lib/api-error';
import { browserNavigation } from '@web/lib/browser-navigation';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { expected } from '@test/support/expected';
import { recordToasts } from '../support/stubs';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
const showToast = recordToasts();

const COMPANY_ID = 'company-1';
const REFILL = 'http://127.0.0.1:12111/checkout/cs_refill';
const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);

beforeEach(() => {
  assign.mockClear();
  showToast.mockReset();
});
afterEach(cleanup);

function details(overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    planType: 'pay_per_lead_subscription_start',
    plan: 'Pay Per Lead',
    subscriptionPlan: 'pay_per_lead_subscription_start',
    status: 'active',
    nextBillDate: null,
    nextBillAmount: null,
    tokensRemaining: 12,
    tokensPerBundle: 20,
    ...overrides,
  };
}

function entry(id: string, overrides: Partial<TokenLedgerEntry> = {}): TokenLedgerEntry {
  return {
    id,
    kind: 'spent',
    tokens: -1,
    move_request_id: 'mr-1',
    lead_label: 'Avery: Raleigh, NC → Charleston, SC',
    reason: 'First quote on this lead',
    created_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

function renderPanel(answer: SubscriptionDetails | Error, entries: TokenLedgerEntry[] | Error = []) {
  fakeApi
    .on(routes.getSubscriptionDetails, answer)
    .on(routes.getTokenLedger, entries instanceof Error ? entries : { entries, nextCursor: null });
  return renderRoute('/profile', <SubscriptionPanel companyId={COMPANY_ID} profileStatus="active" />);
}

const panel = () => screen.getByRole('region', { name: 'Subscription details' });

describe('the subscription panel on /profile', () => {
  it('shows the monthly plan, its status and the next bill, without tokens', async () => {
    renderPanel(
      details({
        planType: 'flat_rate_monthly_subscription',
        plan: 'Monthly',
        subscriptionPlan: 'flat_rate_monthly_subscription',
        nextBillDate: '2026-12-23T12:00:00.000Z',
        nextBillAmount: 599_00,
        tokensRemaining: null,
      }),
    );
    expect(await screen.findByText('Monthly')).toBeTruthy();
    expect(within(panel()).getByText('Active')).toBeTruthy();
    expect(within(panel()).getByText(/^\$599 on /).textContent).toMatch(/2026/);
    expect(screen.queryByText('Lead tokens')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refill tokens with Stripe' })).toBeNull();
    expect(fakeApi.callsTo(routes.getTokenLedger)).toEqual([]);
  });

  it('says in one line when the plan replaced another (an older plan checkout was paid) and that only the new plan bills', async () => {
    renderPanel(details({ switchedFrom: { plan: 'Monthly', at: '2026-11-26T12:00:00.000Z' } }));
    const line = await screen.findByText(/^Your Monthly plan was replaced by Pay Per Lead on /);
    expect(line.textContent).toMatch(/2026/);
    expect(line.textContent).toContain('you are billed for Pay Per Lead only');
  });

  it('says the replaced plan was refunded when it was replaced within its first day', async () => {
    renderPanel(details({ switchedFrom: { plan: 'Monthly', at: '2026-11-26T12:00:00.000Z', refundedAmount: 59900 } }));
    const line = await screen.findByText(/^Your Monthly plan was replaced by Pay Per Lead on /);
    expect(line.textContent).toContain('We refunded the $599 of the plan you replaced.');
  });

  it('says nothing of a refund when the replaced plan was kept', async () => {
    renderPanel(details({ switchedFrom: { plan: 'Monthly', at: '2026-11-26T12:00:00.000Z' } }));
    const line = await screen.findByText(/^Your Monthly plan was replaced by Pay Per Lead on /);
    expect(line.textContent).not.toContain('refunded');
  });

  it("offers 'Update card' on a monthly plan whose payment failed, and opens Stripe's portal", async () => {
    const PORTAL = 'http://127.0.0.1:12111/billing/bps_1';
    fakeApi.on(routes.createBillingPortalSession, { url: PORTAL });
    renderPanel(
      details({
        planType: 'flat_rate_monthly_subscription',
        plan: 'Monthly',
        subscriptionPlan: 'flat_rate_monthly_subscription',
        status: 'past_due',
        tokensRemaining: null,
      }),
    );
    expect(await screen.findByText('Your last payment failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL));
    expect(fakeApi.callsTo(routes.createBillingPortalSession)).toEqual([{ params: { id: COMPANY_ID } }]);
  });

  it("shows no 'Update card' while the monthly plan is paid", async () => {
    renderPanel(
      details({
        planType: 'flat_rate_monthly_subscription',
        plan: 'Monthly',
        subscriptionPlan: 'flat_rate_monthly_subscription',
        tokensRemaining: null,
      }),
    );
    expect(await screen.findByText('Monthly')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
  });

  it('shows no switch line for a plan that replaced nothing', async () => {
    renderPanel(details());
    expect(await screen.findByText('Pay Per Lead')).toBeTruthy();
    expect(screen.queryByText(/was replaced by/)).toBeNull();
  });

  it('shows pay-per-lead tokens as n/20 with the ledger of bought, spent and refunded tokens', async () => {
    renderPanel(details({ tokensRemaining: 12 }), [
      entry('3', { kind: 'refunded', tokens: 1, reason: 'The customer had already booked another company' }),
      entry('2'),
      entry('1', {
        kind: 'bought',
        tokens: 20,
        move_request_id: null,
        lead_label: null,
        reason: 'Pay Per Lead start: 20 tokens',
      }),
    ]);
    expect(await screen.findByText('12/20')).toBeTruthy();
    expect(screen.getByText('No monthly bill: refill tokens when you need them')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '12 of 20 lead tokens remaining' })).toBeTruthy();
    // The refill is open at any balance, not only at the threshold.
    expect(screen.getByRole('button', { name: 'Refill tokens with Stripe' })).toBeTruthy();
    const ledger = await screen.findByRole('list', { name: 'Token history' });
    const rows = within(ledger).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Refunded')).toBeTruthy();
    expect(within(rows[0]).getByText('The customer had already booked another company')).toBeTruthy();
    expect(rows[0].textContent).toContain('+1 token');
    expect(within(rows[1]).getByText('Avery: Raleigh, NC → Charleston, SC')).toBeTruthy();
    expect(rows[1].textContent).toContain('−1 token');
    expect(rows[2].textContent).toContain('+20 tokens');
    expect(fakeApi.callsTo(routes.getTokenLedger)).toEqual([
      { params: { id: COMPANY_ID }, query: {}, signal: expected.any(AbortSignal) },
    ]);
  });

  it('shows older ledger entries a page at a time with Show older entries', async () => {
    fakeApi.on(routes.getTokenLedger, ({ query }) =>
      query?.cursor === 'older'
        ? { entries: [entry('e-old', { reason: 'The oldest entry' })], nextCursor: null }
        : { entries: [entry('e-new', { reason: 'The newest entry' })], nextCursor: 'older' },
    );
    fakeApi.on(routes.getSubscriptionDetails, details({ tokensRemaining: 5 }));
    renderRoute('/profile', <SubscriptionPanel companyId={COMPANY_ID} profileStatus="active" />);
    expect(await screen.findByText('The newest entry')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('The oldest entry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('offers the refill at 1 token, and opens the refill checkout', async () => {
    fakeApi.on(routes.createTokenRefillCheckout, { checkoutUrl: REFILL });
    renderPanel(details({ tokensRemaining: 1 }));
    expect(await screen.findByText('1/20')).toBeTruthy();
    expect(screen.queryByText("You're out of tokens")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refill tokens with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REFILL));
    expect(fakeApi.callsTo(routes.createTokenRefillCheckout)).toEqual([{ params: { id: COMPANY_ID } }]);
    expect(await screen.findByText('No token activity yet.')).toBeTruthy();
  });

  it('prompts a refill at 0 tokens, and says when the refill cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on(routes.createTokenRefillCheckout, new ApiError(500, 'Stripe is unavailable'));
    renderPanel(details({ tokensRemaining: 0 }));
    expect(await screen.findByText("You're out of tokens")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refill tokens with Stripe' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Could not open the token refill', message: 'Stripe is unavailable' }),
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("offers 'Choose a subscription' without a plan", async () => {
    renderPanel(
      details({
        planType: null,
        plan: null,
        subscriptionPlan: null,
        status: 'freeTrialEligible',
        tokensRemaining: null,
      }),
    );
    const choose = await screen.findByRole('link', { name: 'Choose a subscription' });
    expect(choose.getAttribute('href')).toBe('/add-stripe');
    expect(within(panel()).getByText('Inactive')).toBeTruthy();
  });

  it('shows loading, then an error with Try again', async () => {
    renderPanel(new ApiError(500, 'Boom'));
    expect(screen.getByRole('status').textContent).toContain('Loading your subscription');
    expect(await screen.findByText("We couldn't load your subscription")).toBeTruthy();
    fakeApi
      .on(routes.getSubscriptionDetails, details({ tokensRemaining: 5 }))
      .on(routes.getTokenLedger, { entries: [], nextCursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5/20')).toBeTruthy();
  });
});
