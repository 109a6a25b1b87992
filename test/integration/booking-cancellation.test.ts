import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import {
  complete,
  confirmCompletion,
  dispute,
  moveDayPassed,
  storedBookedMove,
} from '@test/support/fixtures/booking-completion';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { waitForEmail } from '@test/support/inbox';
import { CUSTOMER_CANCELLATION_REASON_LABELS } from '@schemas/booking-cancellation';
import {
  book,
  cancelBooking,
  customerWithQuotes,
  quoted,
  storedBooking,
  storedQuote,
} from '@test/support/fixtures/quotes';

/** A customer with quotes of two companies who booked the first, and a user of each company. */
async function bookedFirstOfTwo() {
  const f = await customerWithQuotes(2);
  await quoted(f, 0, 1000);
  await quoted(f, 1, 900);
  expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
  const firstUser = await createCompanyUser(f.companies[0].id);
  const secondUser = await createCompanyUser(f.companies[1].id);
  return { ...f, firstUser, secondUser };
}

const getBooking = (token: string, id: string) => callRoute(routes.getBooking, { token, params: { id } });

describe('cancelling a booking: only while the move is upcoming', () => {
  it('refuses (400) once the company marked the move completed, before and after the customer confirmed', async () => {
    const f = await bookedFirstOfTwo();
    await moveDayPassed(f.quoteIds[0], 1);
    expect((await complete(f.firstUser, f.quoteIds[0], { final_price: 1000 })).status).toBe(200);

    const pending = await cancelBooking(f.customer, f.quoteIds[0]);
    expect(pending.status).toBe(400);
    expect(pending.body.error).toBe('Only an upcoming booking can be cancelled.');
    expect((await confirmCompletion(f.customer, f.quoteIds[0])).status).toBe(200);
    const confirmed = await cancelBooking(f.customer, f.quoteIds[0]);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.error).toBe('Only an upcoming booking can be cancelled.');

    // Nothing moved: the quote stays booked, the lock held, so the move cannot take a second booking.
    expect((await storedQuote(f.moveId, f.companies[0].id))?.status).toBe('BOOKED');
    expect((await storedBooking(f.customer.sub))?.quote_id).toBe(f.quoteIds[0]);
    expect((await storedBookedMove(f.quoteIds[0]))?.stage).toBe('COMPLETED');
    const second = await book(f.customer, f.quoteIds[1]);
    expect(second.status).toBe(400);
    expect(second.body.existingBooking).toMatchObject({ companyName: f.companies[0].name });
    expect((await storedQuote(f.moveId, f.companies[1].id))?.status).toBe('QUOTED');
  });

  it('refuses while the completion is disputed', async () => {
    const f = await bookedFirstOfTwo();
    await moveDayPassed(f.quoteIds[0], 1);
    expect((await complete(f.firstUser, f.quoteIds[0], { final_price: 1000 })).status).toBe(200);
    const reason = 'The crew broke the dining table and charged for two extra hours.';
    expect((await dispute(f.customer, f.quoteIds[0], reason)).status).toBe(200);
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(400);
    expect((await storedBookedMove(f.quoteIds[0]))?.stage).toBe('DISPUTED');
  });
});

describe('the customer cancels, saying why', () => {
  it('stores the reason, tells the company, and e-mails both sides', async () => {
    const f = await bookedFirstOfTwo();
    const cancelled = await callRoute(routes.cancelBooking, {
      token: f.customer.accessToken,
      params: { id: f.quoteIds[0] },
      body: { reason: 'date_changed', details: 'My lease starts a week later.' },
    });
    expect(cancelled.status).toBe(200);
    const reason = `${CUSTOMER_CANCELLATION_REASON_LABELS.date_changed}: My lease starts a week later.`;
    expect((await storedBookedMove(f.quoteIds[0]))?.cancellation_reason).toBe(reason);
    expect((await getBooking(f.firstUser.accessToken, f.quoteIds[0])).body.cancellation).toMatchObject({
      by: 'customer',
      reason,
    });
    const toCustomer = await waitForEmail(f.customer.email, (e) =>
      e.subject.startsWith('You cancelled your move with'),
    );
    expect(toCustomer.body.text).toContain(`${f.companies[0].name} for`);
    expect(toCustomer.body.text).toContain('/matches');
    const toCompany = await waitForEmail(f.firstUser.email, (e) => e.subject.includes('cancelled their move on'));
    expect(toCompany.body.text).toContain(`Their reason: “${reason}”`);
    expect(toCompany.body.text).toContain('Your crew day is free again.');
  });

  it('refuses a reason not on the list (400), and cancels nothing', async () => {
    const f = await bookedFirstOfTwo();
    const refused = await callRoute(routes.cancelBooking, {
      token: f.customer.accessToken,
      params: { id: f.quoteIds[0] },
      body: { reason: 'bored' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.reason).toBe('Choose a reason from the list');
    expect((await storedQuote(f.moveId, f.companies[0].id))?.status).toBe('BOOKED');
  });
});

describe('a company that lost the booking no longer reads the customer', () => {
  it('shows the cancelled booking to its company as the lead card does: first name and cities only', async () => {
    const f = await bookedFirstOfTwo();
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(200);
    expect((await book(f.customer, f.quoteIds[1])).status).toBe(200);

    const lost = await getBooking(f.firstUser.accessToken, f.quoteIds[0]);
    expect(lost.status).toBe(200);
    expect(lost.body.stage).toBe('CANCELLED');
    expect(lost.body.parties.customer).toEqual({ first_name: 'Casey', last_name: '', email: '', phone: null });
    expect(lost.body.parties.move_from).toMatchObject({ address: null, city: 'Cary' });
    expect(lost.body.parties.move_to).toMatchObject({ address: null, city: 'Durham' });
    expect(JSON.stringify(lost.body)).not.toContain(f.customer.email);
    expect(JSON.stringify(lost.body)).not.toContain(f.customer.lastName);

    // The company holding the booking, the customer and an admin still see everything.
    const holder = await getBooking(f.secondUser.accessToken, f.quoteIds[1]);
    expect(holder.body.parties.customer).toMatchObject({ last_name: f.customer.lastName, email: f.customer.email });
    expect(holder.body.parties.move_from.address).toBe('12 Oak St');
    const own = await getBooking(f.customer.accessToken, f.quoteIds[0]);
    expect(own.body.parties.customer).toMatchObject({ last_name: f.customer.lastName, email: f.customer.email });
    expect(own.body.parties.move_from.address).toBe('12 Oak St');
  });
});
