import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { book, cancelBooking, customerWithQuotes, MOVE_START, quoted } from '@test/support/fixtures/quotes';
import { createTestUser } from '@test/support/fixtures/users';

/** A customer who booked the first of two quotes, and a user of each company. */
async function bookedMove() {
  const f = await customerWithQuotes(2);
  await quoted(f, 0, 1500);
  await quoted(f, 1, 900);
  expect((await book(f.customer, f.quoteIds[0], { arrival_window: 'AFTERNOON' })).status).toBe(200);
  const companyUser = await createCompanyUser(f.companies[0].id);
  const otherCompanyUser = await createCompanyUser(f.companies[1].id);
  return { ...f, companyUser, otherCompanyUser };
}

const getBooking = (token: string, id: string) => callRoute(routes.getBooking, { token, params: { id } });

describe('GET /api/booking/{id}: the booking page', () => {
  it('gives both sides the day, the window, the terms as booked and each other’s contact', async () => {
    const f = await bookedMove();
    const customerView = await getBooking(f.customer.accessToken, f.quoteIds[0]);
    const companyView = await getBooking(f.companyUser.accessToken, f.quoteIds[0]);
    expect(customerView.status).toBe(200);
    expect(companyView.body).toEqual(customerView.body);
    expect(customerView.body).toMatchObject({
      quote_id: f.quoteIds[0],
      stage: 'UPCOMING',
      move_day: MOVE_START,
      arrival_window: { code: 'AFTERNOON', label: 'Afternoon, 12–5 pm' },
      terms: { price: 1500, top_price: null },
      agreed_total: 1500,
      arrival_unconfirmed: false,
      awaiting_completion: false,
      parties: {
        company: { id: f.companies[0].id, name: f.companies[0].name, email: f.companies[0].email, phone: '9195550100' },
        customer: { first_name: 'Casey', last_name: f.customer.lastName, email: f.customer.email },
        move_from: { address: '12 Oak St', city: 'Cary', state: 'NC' },
        move_to: { address: '9 Elm Ave', city: 'Durham', is_elevator_required: true },
      },
    });
  });

  it('answers 404 to the quote’s other company, another customer and for a quote that is not booked', async () => {
    const f = await bookedMove();
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    for (const token of [f.otherCompanyUser.accessToken, stranger.accessToken]) {
      const answer = await getBooking(token, f.quoteIds[0]);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Booking not found' });
    }
    expect((await getBooking(f.customer.accessToken, f.quoteIds[1])).status).toBe(404);
  });

  it('shows a cancelled booking as cancelled to both sides', async () => {
    const f = await bookedMove();
    expect((await cancelBooking(f.customer, f.quoteIds[0])).status).toBe(200);
    for (const token of [f.customer.accessToken, f.companyUser.accessToken]) {
      const answer = await getBooking(token, f.quoteIds[0]);
      expect(answer.status).toBe(200);
      expect(answer.body.stage).toBe('CANCELLED');
    }
  });
});
