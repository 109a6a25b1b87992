import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove, moveIntoPast } from '@test/support/fixtures/moves';
import {
  book,
  cancelBooking,
  customerBooks,
  requestQuoteFrom,
  storedBooking,
  storedQuote,
} from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { readInbox } from '@infra/local/ses-emulator';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';

/*
 * Only the customer's own booking reveals the customer's contact
 * and holds the booking lock. A company's 'Mark as Booked' is its own record (chip, lead
 * manager, analytics); the customer is e-mailed a link to confirm it with a real booking.
 */

const send = (user: TestUser, moveId: string, companyId: string, price: number) =>
  callRoute(routes.sendCompanyQuote, {
    token: user.accessToken,
    body: { move_request_id: moveId, moving_company_id: companyId, price },
  });
const patch = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body });
const readMove = (user: TestUser, id: string) =>
  callRoute(routes.getMoveRequest, { token: user.accessToken, params: { id } });
const card = async (user: TestUser, moveId: string) =>
  (await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken })).body.find(
    (lead) => lead.move_request_id === moveId,
  )!;
const myQuotes = async (customer: TestUser) =>
  (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;

/** What a company must not see before the customer books: last name, e-mail, street addresses. */
function expectContactHidden(
  move: { user?: unknown; move_request_from: { address?: unknown }; move_request_to: { address?: unknown } },
  customer: TestUser,
) {
  expect(move.user).toEqual({ firstName: customer.firstName, lastName: null, email: null });
  expect(move.move_request_from.address).toBeNull();
  expect(move.move_request_to.address).toBeNull();
  expect(JSON.stringify(move)).not.toContain(customer.email);
}

describe("a company's Mark as Booked", () => {
  it('on an unasked quote of a passed move: the company records BOOKED, the contact stays hidden, no lock is taken', async () => {
    const marker = await companyWithUser();
    const chosen = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ lastName: 'Privateer' });
    const requested = await requestQuoteFrom(customer, moveId, chosen.company.id);
    expect((await patch(chosen.user, requested.id, { price: 1200 })).status).toBe(200);

    // The attack: quote a lead nobody asked for, wait until the move has passed, mark it booked.
    const unasked = await send(marker.user, moveId, marker.company.id, 900);
    expect(unasked.status).toBe(201);
    await moveIntoPast(moveId);
    const marked = await patch(marker.user, unasked.body.id, { status: 'BOOKED' });
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('BOOKED');

    // The company's record: its chip and its analytics count the mark.
    const listed = await card(marker.user, moveId);
    expect(listed.status).toBe('BOOKED');
    // ...read as waiting for the customer, not as a booking the customer made.
    expect(listed.awaiting_customer).toBe(true);
    const metrics = await callRoute(routes.getPerformanceMetrics, {
      token: marker.user.accessToken,
      query: { filter: 'all_time' },
    });
    expect(metrics.body).toMatchObject({ dealsClosed: 1, bookings: 1 });

    // Nothing more: no contact on any company answer, no booking lock.
    expectContactHidden(listed.move_request, customer);
    const read = await readMove(marker.user, moveId);
    expect(read.status).toBe(200);
    expectContactHidden(read.body, customer);
    expect(JSON.stringify(marked.body)).not.toContain('Privateer');
    expect(await storedBooking(customer.sub)).toBeNull();

    // The customer is asked to confirm, and sees the quote as one to book.
    const mail = await waitForEmail(customer.email, (e) => e.subject.includes(marker.company.name));
    expect(mail.body.text).toContain('/quotes');
    const invited = (await myQuotes(customer)).find((q) => q.id === unasked.body.id)!;
    expect(invited).toMatchObject({ status: 'INVITED_TO_BOOK', moving_company_contact: null });

    // The customer stays free to book the company they chose: no lock was taken (the move has
    // passed, which the route refuses, so the booking goes through the data layer). The marker still sees no contact.
    expect(await customerBooks(moveId, chosen.company.id, chosen.company.name)).toEqual({ ok: true });
    expect((await storedBooking(customer.sub))!.moving_company_id).toBe(chosen.company.id);
    expectContactHidden((await readMove(marker.user, moveId)).body, customer);
    expect((await readMove(chosen.user, moveId)).body.user!.lastName).toBe('Privateer');
  });

  it('right after the customer cancelled: the mark takes no lock, so the customer books another company', async () => {
    const first = await companyWithUser();
    const second = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ lastName: 'Canceller' });
    const a = await requestQuoteFrom(customer, moveId, first.company.id);
    const b = await requestQuoteFrom(customer, moveId, second.company.id);
    await patch(first.user, a.id, { price: 1000 });
    await patch(second.user, b.id, { price: 1100 });

    expect((await book(customer, a.id)).status).toBe(200);
    expect((await cancelBooking(customer, a.id)).status).toBe(200);
    const rebooked = await patch(first.user, a.id, { status: 'BOOKED' });
    expect(rebooked.status).toBe(200);
    expect(rebooked.body.status).toBe('BOOKED');
    expect(await storedBooking(customer.sub)).toBeNull();
    expectContactHidden((await readMove(first.user, moveId)).body, customer);

    const other = await book(customer, b.id);
    expect(other.status).toBe(200);
    expect((await storedBooking(customer.sub))!.quote_id).toBe(b.id);
  });

  it('the customer confirms the mark by booking it: then, and only then, the contact opens', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ lastName: 'Confirmer' });
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    await patch(user, id, { price: 800 });
    await moveIntoPast(moveId);
    expect((await patch(user, id, { status: 'BOOKED' })).status).toBe(200);
    expect((await card(user, moveId)).awaiting_customer).toBe(true);
    // Marked, not booked: no booked day yet.
    expect((await card(user, moveId)).booked_day).toBeNull();
    expect((await patch(user, id, { status: 'BOOKED' })).body.error).toBe('This quote is already booked');
    // A marked quote keeps its price, as a booked one does.
    expect((await patch(user, id, { price: 1 })).body.error).toBe('The price of a booked quote cannot be changed');
    expectContactHidden((await readMove(user, moveId)).body, customer);

    const confirmed = await book(customer, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('BOOKED');
    expect(await storedQuote(moveId, company.id)).toMatchObject({ status: 'BOOKED', price: 800 });
    expect((await storedBooking(customer.sub))!.quote_id).toBe(id);
    const confirmedCard = await card(user, moveId);
    expect(confirmedCard).toMatchObject({ status: 'BOOKED' });
    expect(confirmedCard.awaiting_customer).toBeUndefined();
    const opened = confirmedCard.move_request;
    expect(opened.user).toEqual({ firstName: customer.firstName, lastName: 'Confirmer', email: customer.email });
    // Both sides' cards show the booked day and window, as the booking holds them.
    expect(confirmed.body.booked_day).toMatchObject({
      arrival_window: { code: 'MORNING', label: 'Morning, 8 am–12 pm' },
      stage: 'UPCOMING',
    });
    expect(confirmed.body.booked_day?.move_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(confirmedCard.booked_day).toEqual(confirmed.body.booked_day);
    expect((await myQuotes(customer)).find((q) => q.id === id)?.booked_day).toEqual(confirmed.body.booked_day);
  });

  it('sends no e-mail to a customer who turned status-change e-mails off', async () => {
    const { company, user } = await companyWithUser();
    const [quiet, control] = [await customerWithMove(), await customerWithMove()];
    const off = await callRoute(routes.updateUser, {
      token: quiet.customer.accessToken,
      params: { id: quiet.customer.sub },
      body: { status_change_notifications: false },
    });
    expect(off.status).toBe(200);
    for (const { customer, moveId } of [quiet, control]) {
      const { id } = await requestQuoteFrom(customer, moveId, company.id);
      await patch(user, id, { price: 500 });
      await moveIntoPast(moveId);
      expect((await patch(user, id, { status: 'BOOKED' })).status).toBe(200);
    }
    // The control customer's e-mail was published after the quiet one's: once it is in, so would the other be.
    await waitForEmail(control.customer.email, (e) => e.subject.includes(company.name));
    const inbox = await readInbox(currentStack().inboxPort);
    expect(
      inbox.filter((e) => e.destination.to.includes(quiet.customer.email) && e.subject.includes(company.name)),
    ).toEqual([]);
  });
});
