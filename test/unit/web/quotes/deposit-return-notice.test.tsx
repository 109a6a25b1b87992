// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { DEPOSIT_MESSAGES, DEPOSIT_REFUND_TEXTS, type DepositCheckoutView } from '@schemas/deposits';
import { DepositReturnNotice } from '@web/features/quotes/components/deposit-return-notice';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';

useFakeApi();
afterEach(cleanup);

const view = (overrides: Partial<DepositCheckoutView>): DepositCheckoutView => ({
  outcome: 'booked',
  quote_id: 'Q1',
  company_name: 'Queen City Relocation',
  deposit: 200,
  move_day: '2099-06-02',
  reason: null,
  ...overrides,
});

/** Comes back from the checkout to this answer; resolves with the notice's text once it says `expected`. */
async function returnedWith(answer: DepositCheckoutView, expected: string) {
  fakeApi.on(routes.getDepositCheckout, answer);
  renderRoute('/quotes?deposit_session=cs_1', <DepositReturnNotice />, { path: '/quotes' });
  const notice = await screen.findByTestId('deposit-return');
  await waitFor(() => expect(notice.textContent).toContain(expected));
  return notice.textContent;
}

describe('the return from a deposit checkout on /quotes', () => {
  it('says the deposit was paid and the move booked', async () => {
    await returnedWith(view({}), DEPOSIT_MESSAGES.booked('Queen City Relocation', 'Tuesday, June 2, 2099', '$200'));
  });

  it('without a deposit, says the card was saved and nothing charged, never a $0 deposit', async () => {
    const booked = await returnedWith(
      view({ deposit: 0 }),
      DEPOSIT_MESSAGES.bookedWithCard('Queen City Relocation', 'Tuesday, June 2, 2099'),
    );
    expect(booked).not.toContain('$0');
    cleanup();
    await returnedWith(
      view({ deposit: 0, outcome: 'refunded', reason: 'day_full' }),
      DEPOSIT_MESSAGES.notBookedNothingCharged(DEPOSIT_REFUND_TEXTS.day_full),
    );
    cleanup();
    await returnedWith(view({ deposit: 0, outcome: 'pending' }), DEPOSIT_MESSAGES.confirmingCard);
  });
});
