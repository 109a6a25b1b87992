import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { PHONE_MESSAGES } from '@schemas/users';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book, requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';

/*
 * A customer's phone (issue 40 item 14): optional on their profile, written one way, and shown
 * to a company only once it holds their booking, with the e-mail (lead view, booking page, the
 * booking's e-mails).
 */

const setPhone = (customer: TestUser, phone: string | null) =>
  callRoute(routes.updateUser, { token: customer.accessToken, params: { id: customer.sub }, body: { phone } });
const readMove = (user: TestUser, id: string) =>
  callRoute(routes.getMoveRequest, { token: user.accessToken, params: { id } });

describe("a customer's phone", () => {
  it('is stored written one way, refused when it is not a US number, and removed with null', async () => {
    const { customer } = await customerWithMove({ lastName: 'Caller' });
    const saved = await setPhone(customer, '+1 919.555.0142');
    expect(saved).toMatchObject({ status: 200, body: { phone: '(919) 555-0142' } });

    const refused = await setPhone(customer, '555-01');
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.phone).toBe(PHONE_MESSAGES.invalid);
    const letters = await setPhone(customer, '919-CALL-NOW');
    expect(letters.status).toBe(400);
    expect((await callRoute(routes.getUser, { token: customer.accessToken })).body.phone).toBe('(919) 555-0142');

    expect((await setPhone(customer, null)).body.phone).toBeNull();
    expect((await callRoute(routes.getUser, { token: customer.accessToken })).body.phone).toBeNull();
  });

  it('reaches the company only once it holds the booking: lead view, booking page and its e-mail', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ lastName: 'Ringer' });
    expect((await setPhone(customer, '(704) 555-0199')).status).toBe(200);
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    await callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body: { price: 900 } });

    // Before the booking: neither the phone nor the e-mail.
    const before = (await readMove(user, moveId)).body;
    expect(before.user).toMatchObject({ lastName: null, email: null });
    expect(JSON.stringify(before)).not.toContain('555-0199');

    expect((await book(customer, id)).status).toBe(200);
    expect((await storedQuote(moveId, company.id))?.status).toBe('BOOKED');
    expect((await readMove(user, moveId)).body.user).toMatchObject({ email: customer.email, phone: '(704) 555-0199' });
    const page = await callRoute(routes.getBooking, { token: user.accessToken, params: { id } });
    expect(page.body.parties.customer).toMatchObject({ email: customer.email, phone: '(704) 555-0199' });
    const confirmation = await waitForEmail(user.email, (e) => e.subject.includes('booked your quote'));
    expect(confirmation.body.text).toContain('(704) 555-0199');
  });
});
