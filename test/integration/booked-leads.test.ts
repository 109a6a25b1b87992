import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { callRoute } from '@test/support/api';
import { leadIdsOfTown } from '@test/support/fixtures/lead-search';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book, cancelBooking, requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * A booked move is no lead any more (issue 40 item 2, docs/leads.md): once its customer books a
 * company, other companies no longer find it in lead search and cannot quote it (409 with a clear
 * message), and the customer hears of no other quote; a cancellation puts it back on offer.
 */

const MOVE_DAY = dayFromToday(433);

const searchTown = (user: TestUser, city: string) => leadIdsOfTown(user, city, MOVE_DAY);

const sendQuote = (user: TestUser, moveId: string, companyId: string) =>
  callRoute(routes.sendCompanyQuote, {
    token: user.accessToken,
    body: { move_request_id: moveId, moving_company_id: companyId, price: 900 },
  });

describe('a booked move leaves the market', () => {
  it('leaves lead search and takes no quote from another company while booked; a cancellation puts it back', async () => {
    const city = `Booked ${ulid().slice(-8)}`;
    const { customer, moveId } = await customerWithMove({ from: { city }, start: MOVE_DAY, end: MOVE_DAY });
    const booked = await companyWithUser();
    const other = await companyWithUser();
    expect(await searchTown(other.user, city)).toEqual([moveId]);

    const { id: quoteId } = await requestQuoteFrom(customer, moveId, booked.company.id, MOVE_DAY);
    await setQuote(moveId, booked.company.id, 'QUOTED', { price: 1200 });
    expect((await book(customer, quoteId)).status).toBe(200);
    await eventsIdle();

    expect(await searchTown(other.user, city)).toEqual([]);
    const refused = await sendQuote(other.user, moveId, other.company.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: QUOTE_MESSAGES.moveBooked });

    expect((await cancelBooking(customer, quoteId)).status).toBe(200);
    expect(await searchTown(other.user, city)).toEqual([moveId]);
    expect((await sendQuote(other.user, moveId, other.company.id)).status).toBe(201);
  });

  it('sends the customer no e-mail of a quote that reaches them after they booked another company', async () => {
    const { customer, moveId } = await customerWithMove({ start: MOVE_DAY, end: MOVE_DAY });
    const booked = await companyWithUser();
    const late = await companyWithUser();
    const { id: quoteId } = await requestQuoteFrom(customer, moveId, booked.company.id, MOVE_DAY);
    const { id: lateQuoteId } = await requestQuoteFrom(customer, moveId, late.company.id, MOVE_DAY);
    await setQuote(moveId, booked.company.id, 'QUOTED', { price: 1200 });
    expect((await book(customer, quoteId)).status).toBe(200);
    await eventsIdle();

    // The late company's quote was sent just before the booking; its e-mail is delivered after it.
    await setQuote(moveId, late.company.id, 'QUOTED', { price: 990 });
    pointAtStack();
    const { handler } = await import('@functions/notifications/send-quote-status-email');
    const { readInbox } = await import('@infra/local/ses-emulator');
    const { currentStack } = await import('@test/support/current-stack');
    const event = {
      'detail-type': 'QuoteStatusChanged',
      id: `late-quote-${ulid()}`,
      detail: {
        quoteId: lateQuoteId,
        moveRequestId: moveId,
        companyId: late.company.id,
        customerId: customer.sub,
        from: 'QUOTE_REQUESTED',
        to: 'QUOTED',
        change: 'quoted',
        actorId: late.user.sub,
      },
    } as const;
    await handler(event);
    const mails = (await readInbox(currentStack().inboxPort)).filter(
      (mail) => mail.destination.to.includes(customer.email) && mail.subject.includes(late.company.name),
    );
    expect(mails).toEqual([]);
  });
});
