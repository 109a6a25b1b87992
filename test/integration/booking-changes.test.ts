import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import type { LiveEvent } from '@schemas/messaging';
import { openLiveSocket } from '@test/support/live-socket';
import { formatWeekdayDay } from '@schemas/date-text';
import { CHANGE_PROPOSAL_MESSAGES } from '@schemas/booking-changes';
import { callRoute } from '@test/support/api';
import { makeAvailable } from '@test/support/fixtures/companies';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import { book, customerWithQuotes, MOVE_START, quoted, storedQuote } from '@test/support/fixtures/quotes';
import { readInbox } from '@infra/local/ses-emulator';
import { waitForEmail } from '@test/support/inbox';
import { eventsIdle } from '@test/support/stack-events';
import { currentStack } from '@test/support/current-stack';
import { pointAtStack } from '@test/support/point-at-stack';

/** The second day of every customerWithQuotes move. */
const NEW_DAY = dayFromToday(31);

const data = async () => {
  pointAtStack();
  return {
    moves: await import('@functions/core/data/quote/booked-moves'),
    days: await import('@functions/core/data/quote/day-capacity'),
    tx: await import('@functions/core/data/transact-write'),
  };
};

/** A customer who booked company 0's $1,500 quote for the morning of MOVE_START, that company's user, and NEW_DAY open. */
async function booking() {
  const f = await customerWithQuotes(1);
  await quoted(f, 0, 1500);
  expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
  const company = f.companies[0];
  await makeAvailable(company.id, [MOVE_START, NEW_DAY]);
  const companyUser = await createCompanyUser(company.id);
  return { ...f, company, companyUser, quoteId: f.quoteIds[0] };
}
type Booking = Awaited<ReturnType<typeof booking>>;

const propose = (b: Booking, body: Record<string, unknown>, token = b.companyUser.accessToken) =>
  callRoute(routes.proposeBookingChange, { token, params: { id: b.quoteId }, body });
const accept = (b: Booking, token = b.customer.accessToken) =>
  callRoute(routes.acceptBookingChange, { token, params: { id: b.quoteId } });
const decline = (b: Booking, token = b.customer.accessToken) =>
  callRoute(routes.declineBookingChange, { token, params: { id: b.quoteId } });

/** What a refusal must leave as it was: the booked move (but its updated_at), both days' crews, the quote's price. */
async function snapshot(b: Booking) {
  const { moves, days } = await data();
  const { updated_at: _updated, ...move } = (await moves.findBookedMove(b.quoteId))!;
  const quote = await storedQuote(b.moveId, b.company.id);
  return {
    move,
    crews: [await days.crewsBookedOn(b.company.id, MOVE_START), await days.crewsBookedOn(b.company.id, NEW_DAY)],
    quote: { price: quote?.price, top_price: quote?.top_price, estimate: quote?.estimate as unknown },
  };
}

describe('booking change proposals', () => {
  it('accepting moves the day, window and terms, and the crew, in one go; the quote follows', async () => {
    const b = await booking();
    const proposed = await propose(b, {
      move_day: NEW_DAY,
      arrival_window: 'AFTERNOON',
      price: 1700,
      reason: 'The piano needs a fourth mover',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.change_proposal).toMatchObject({
      proposed_by: b.company.name,
      reason: 'The piano needs a fourth mover',
      before: { move_day: MOVE_START, arrival_window: { code: 'MORNING' }, terms: { price: 1500 } },
      after: { move_day: NEW_DAY, arrival_window: { code: 'AFTERNOON' }, terms: { price: 1700, top_price: null } },
    });
    // The customer sees the same pending proposal; nothing has changed yet.
    const seen = await callRoute(routes.getBooking, { token: b.customer.accessToken, params: { id: b.quoteId } });
    expect(seen.body.change_proposal?.id).toBe(proposed.body.change_proposal?.id);
    expect(seen.body.move_day).toBe(MOVE_START);

    const accepted = await accept(b);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      move_day: NEW_DAY,
      arrival_window: { code: 'AFTERNOON', label: 'Afternoon, 12–5 pm' },
      terms: { price: 1700 },
      agreed_total: 1700,
      change_proposal: null,
      change_history: [{ decision: 'ACCEPTED', reason: 'The piano needs a fourth mover' }],
    });
    const after = await snapshot(b);
    expect(after.crews).toEqual([0, 1]);
    expect(after.quote.price).toBe(1700);
    const quotes = await callRoute(routes.listMyQuotes, { token: b.customer.accessToken });
    expect(quotes.body.find((q) => q.id === b.quoteId)?.price).toBe(1700);
  });

  it('computes a new estimate’s total on the server and refuses a price sent beside it', async () => {
    const b = await booking();
    const both = await propose(b, { estimate: bindingEstimate(), price: 100, reason: 'Itemised' });
    expect(both.status).toBe(400);
    expect(both.body.error).toContain(CHANGE_PROPOSAL_MESSAGES.priceWithEstimate);
    const proposed = await propose(b, { estimate: bindingEstimate(), reason: 'Itemised, with packing' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.change_proposal?.after.terms).toMatchObject({ price: 2600, estimate: { type: 'BINDING' } });
    expect((await accept(b)).status).toBe(200);
    const quote = await storedQuote(b.moveId, b.company.id);
    expect(quote).toMatchObject({ price: 2600, estimate: { type: 'BINDING', base_price: 1800 } });
  });

  it('refuses to accept when the new day filled up meanwhile (409), changing nothing', async () => {
    const b = await booking();
    expect((await propose(b, { move_day: NEW_DAY, reason: 'Our truck is in the shop' })).status).toBe(200);
    // Another customer takes the company's only crew of the new day.
    const { days, tx } = await data();
    expect((await tx.transactWrite({ day: days.takeCrewItem(b.company.id, NEW_DAY, 'another-quote', 1) })).ok).toBe(
      true,
    );
    const before = await snapshot(b);
    const refused = await accept(b);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The company has no crew left on that day. Pick another day.');
    expect(await snapshot(b)).toEqual(before);
    expect(before.crews).toEqual([1, 1]);
    expect(before.move.change_proposal).toBeTruthy();
  });

  it('declining leaves the booking exactly as it was and lets the company propose again', async () => {
    const b = await booking();
    const before = await snapshot(b);
    expect((await propose(b, { move_day: NEW_DAY, price: 2000, reason: 'Busy morning' })).status).toBe(200);
    const declined = await decline(b);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      move_day: MOVE_START,
      terms: { price: 1500 },
      change_proposal: null,
      change_history: [{ decision: 'DECLINED', after: { move_day: NEW_DAY } }],
    });
    const after = await snapshot(b);
    const move: Record<string, unknown> = { ...after.move };
    delete move.change_history;
    expect({ ...after, move }).toEqual(before);
    expect((await decline(b)).status).toBe(409);
    expect((await accept(b)).status).toBe(409);
    expect((await propose(b, { arrival_window: 'AFTERNOON', reason: 'Second try' })).status).toBe(200);
  });

  it('refuses a second proposal while one is pending, the wrong side, and bad input, changing nothing', async () => {
    const b = await booking();
    const before = await snapshot(b);
    const refusals: Array<[Promise<{ status: number; body: unknown }>, number]> = [
      [propose(b, { reason: 'Nothing changes' }), 400],
      [propose(b, { move_day: NEW_DAY, reason: '' }), 400],
      [propose(b, { move_day: dayFromToday(40), reason: 'Outside the range' }), 400],
      [propose(b, { move_day: dayFromToday(32), reason: 'Not on our calendar' }), 400],
      [propose(b, { arrival_window: 'COMPANY', reason: 'No own window' }), 400],
      [propose(b, { price: 1500, reason: 'Same as booked' }), 400],
      [propose(b, { price: -5, reason: 'Negative' }), 400],
      [propose(b, { arrival_window: 'AFTERNOON', reason: 'From the customer' }, b.customer.accessToken), 403],
      [accept(b, b.companyUser.accessToken), 403],
      [decline(b, b.companyUser.accessToken), 403],
      [accept(b), 409],
    ];
    for (const [call, status] of refusals) expect((await call).status).toBe(status);
    expect(await snapshot(b)).toEqual(before);

    expect((await propose(b, { arrival_window: 'AFTERNOON', reason: 'First' })).status).toBe(200);
    const pending = await snapshot(b);
    const second = await propose(b, { move_day: NEW_DAY, reason: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(CHANGE_PROPOSAL_MESSAGES.pending);
    expect(await snapshot(b)).toEqual(pending);
  });

  it('hides a booking’s proposals from another company (404)', async () => {
    const b = await booking();
    const other = await customerWithQuotes(1);
    const stranger = await createCompanyUser(other.companies[0].id);
    const answer = await propose(b, { arrival_window: 'AFTERNOON', reason: 'Not mine' }, stranger.accessToken);
    expect(answer.status).toBe(404);
  });

  it('e-mails the customer what would change and why, and the company the answer naming the customer', async () => {
    const b = await booking();
    expect((await propose(b, { arrival_window: 'AFTERNOON', reason: 'Our crew starts late' })).status).toBe(200);
    const toCustomer = await waitForEmail(b.customer.email, (e) => e.subject.includes('proposes a change'));
    expect(toCustomer.subject).toBe(`${b.company.name} proposes a change to your booking`);
    expect(toCustomer.body.text).toContain(`/bookings/${b.quoteId}`);
    // Only what changes, booked → proposed, and the reason.
    expect(toCustomer.body.text).toMatch(/Crew arrives: Morning, 8 am–12 pm → Afternoon/);
    expect(toCustomer.body.text).not.toContain('Move day:');
    expect(toCustomer.body.text).toContain('Their reason: Our crew starts late');
    expect((await decline(b)).status).toBe(200);
    const toCompany = await waitForEmail(b.companyUser.email, (e) => e.subject.includes('proposed change'));
    expect(toCompany.subject).toBe('Casey Customer declined your proposed change');
  });

  it('on acceptance the customer gets the changed booking with a calendar file, the company one e-mail naming them', async () => {
    const b = await booking();
    expect((await propose(b, { move_day: NEW_DAY, reason: 'Our truck is in the shop' })).status).toBe(200);
    expect((await accept(b)).status).toBe(200);
    const changed = await waitForEmail(b.customer.email, (e) => e.subject.includes('is changed'));
    expect(changed.body.text).toContain(`Move day: ${formatWeekdayDay(MOVE_START)} → ${formatWeekdayDay(NEW_DAY)}`);
    const calendar = changed.attachments?.find((a) => a.filename?.endsWith('.ics'));
    const ics = Buffer.from(calendar!.content, 'base64').toString('utf8');
    expect(ics).toContain(`DTSTART:${NEW_DAY.replaceAll('-', '')}`);
    expect(ics).toContain('SEQUENCE:1');
    await waitForEmail(b.companyUser.email, (e) => e.subject === 'Casey Customer accepted your proposed change');
    await eventsIdle();
    const toCompany = (await readInbox(currentStack().inboxPort)).filter(
      (e) => e.destination.to.includes(b.companyUser.email) && e.subject.includes('proposed change'),
    );
    expect(toCompany).toHaveLength(1);
  });

  it("tells the customer's open pages of a proposal and the company's of the answer, live", async () => {
    const b = await booking();
    const [customerSocket, companySocket] = await Promise.all([
      openLiveSocket(b.customer.accessToken),
      openLiveSocket(b.companyUser.accessToken),
    ]);
    try {
      const aboutThisBooking = (event: LiveEvent) => event.type === 'booking' && event.quote_id === b.quoteId;
      expect((await propose(b, { arrival_window: 'AFTERNOON', reason: 'Our crew starts late' })).status).toBe(200);
      expect((await customerSocket.next(aboutThisBooking, 10_000)).event).toEqual({
        type: 'booking',
        quote_id: b.quoteId,
      });
      expect((await accept(b)).status).toBe(200);
      await companySocket.next(aboutThisBooking, 10_000);
    } finally {
      await Promise.all([customerSocket.close(), companySocket.close()]);
    }
  });

  it('sends the proposal e-mail to nobody whose status-change switch is off', async () => {
    const b = await booking();
    pointAtStack();
    const users = await import('@functions/core/data/user/users');
    await users.updateProfile(b.customer.sub, { status_change_notifications: false });
    expect((await propose(b, { arrival_window: 'AFTERNOON', reason: 'Quietly' })).status).toBe(200);
    await eventsIdle();
    const inbox = await readInbox(currentStack().inboxPort);
    expect(inbox.filter((e) => e.destination.to.includes(b.customer.email) && e.subject.includes('proposes'))).toEqual(
      [],
    );
  });
});
