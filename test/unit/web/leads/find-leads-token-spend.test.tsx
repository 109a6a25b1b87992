// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { SubscriptionDetails } from '@schemas/payments';
import type { SearchLeadResult } from '@schemas/leads';
import { FindLeadsPage } from '@web/features/leads/find-leads/pages/find-leads-page';
import { SPEND_CONFIRMED_SESSION_KEY } from '@web/lib/lead-spend/lead-spend';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { charleston, profileUser, raleigh, savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubSignedIn } from '../support/stubs';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
stubSignedIn();

const payPerLead: SubscriptionDetails = {
  planType: 'pay_per_lead_subscription_start',
  plan: 'Pay Per Lead',
  subscriptionPlan: 'pay_per_lead_subscription_start',
  status: 'active',
  nextBillDate: null,
  nextBillAmount: null,
  tokensRemaining: 15,
  tokensPerBundle: 20,
};
const monthly: SubscriptionDetails = {
  ...payPerLead,
  planType: 'flat_rate_monthly_subscription',
  plan: 'Monthly',
  subscriptionPlan: 'flat_rate_monthly_subscription',
  tokensRemaining: null,
};

function lead(id: string, overrides: Partial<SearchLeadResult> = {}): SearchLeadResult {
  return {
    ...savedMoveRequest({
      id,
      user_id: `customer-${id}`,
      move_request_from: { ...raleigh(), id: `${id}-from` },
      move_request_to: { ...charleston(), id: `${id}-to` },
      user: { firstName: `Name${id}`, lastName: null, email: null },
    }),
    has_token: false,
    requested_by_customer: false,
    has_existing_quote: false,
    is_saved: false,
    ...overrides,
  };
}

function renderPage(plan: SubscriptionDetails, skip = false) {
  fakeApi
    .on(routes.getSubscriptionDetails, plan)
    .on(routes.searchMoveRequests, {
      results: [lead('a', { requested_by_customer: true }), lead('b', { has_token: true })],
      nextCursor: null,
    })
    .on(routes.createConversation, { id: 'conv-a' })
    .on(routes.updateUser, ({ body }) => profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'c1', ...body }));
  return renderRoute('/find-leads', <FindLeadsPage />, {
    user: profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'c1', skip_token_spend_confirm: skip }),
    otherRoutes: [{ path: '/messages', element: <p>Messages page</p> }],
  });
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`Lead: ${name}`) });

// The spend confirmed in this browser session: none at the start, none left for the next file.
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('/find-leads: tokens and requests at a glance', () => {
  it("says '1 token' on an unpaid lead's buttons and marks the lead that requested the company", async () => {
    renderPage(payPerLead);
    await screen.findByText('Lead tokens: 15 of 20');
    const unpaid = card('Namea');
    expect(within(unpaid).getByRole('button', { name: 'Send message · 1 token' })).toBeTruthy();
    expect(within(unpaid).getByRole('button', { name: 'Create & send quote · 1 token' })).toBeTruthy();
    expect(within(unpaid).getByText('Requested you')).toBeTruthy();
    const paid = card('Nameb');
    expect(within(paid).getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(within(paid).getByRole('button', { name: 'Create & send quote' })).toBeTruthy();
    expect(within(paid).queryByText('Requested you')).toBeNull();
  });

  it('shows no token wording on the monthly plan and never asks', async () => {
    renderPage(monthly);
    await waitFor(() => expect(fakeApi.callsTo(routes.getSubscriptionDetails)).toHaveLength(1));
    fireEvent.click(
      within(await screen.findByRole('article', { name: /Lead: Namea/ })).getByRole('button', { name: 'Send message' }),
    );
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(screen.queryByText(/tokens? on this lead/)).toBeNull();
  });

  it('asks before the first spend of the session; Cancel spends nothing, Spend goes on and the session asks no more', async () => {
    renderPage(payPerLead);
    await screen.findByText('Lead tokens: 15 of 20');
    fireEvent.click(within(card('Namea')).getByRole('button', { name: 'Send message · 1 token' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Spend 1 of your 15 tokens on this lead?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi.callsTo(routes.createConversation)).toEqual([]);

    fireEvent.click(within(card('Namea')).getByRole('button', { name: 'Create & send quote · 1 token' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend' }));
    expect(window.sessionStorage.getItem(SPEND_CONFIRMED_SESSION_KEY)).toBe('yes');
    expect(fakeApi.callsTo(routes.updateUser)).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Spend 1 of your 15 tokens on this lead?')).toBeNull());
  });

  it("keeps 'Don't ask again' on the user, and a user who chose it is never asked", async () => {
    renderPage(payPerLead);
    await screen.findByText('Lead tokens: 15 of 20');
    fireEvent.click(within(card('Namea')).getByRole('button', { name: 'Send message · 1 token' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't ask again" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spend' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.updateUser)).toEqual([
        { params: { id: 'user-1' }, body: { skip_token_spend_confirm: true } },
      ]),
    );
    cleanup();

    window.sessionStorage.clear();
    renderPage(payPerLead, true);
    await screen.findByText('Lead tokens: 15 of 20');
    fireEvent.click(within(card('Namea')).getByRole('button', { name: 'Send message · 1 token' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
  });
});
