import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { BOOKING_MESSAGES } from '@schemas/bookings';
import { formatCalendarDay } from '@schemas/date-text';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany, makeAvailable } from '@test/support/fixtures/companies';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book, cancelBooking, setQuote, storedBooking, storedQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';

const data = async () => {
  pointAtStack();
  return {
    quotes: await import('@functions/core/data/quote/quotes'),
    days: await import('@functions/core/data/quote/day-capacity'),
    moves: await import('@functions/core/data/quote/booked-moves'),
    companies: await import('@functions/core/data/company/moving-companies'),
    plan: await import('@functions/quotes/booking'),
  };
};

const FIRST = dayFromToday(40);
const LAST = dayFromToday(43);

/** A customer (named `firstName`) with a move from FIRST to LAST and the company's QUOTED quote on it. */
async function quotedCustomer(
  companyId: string,
  firstName = 'Robin',
): Promise<{ customer: TestUser; quoteId: string; moveId: string }> {
  const { quotes } = await data();
  const { customer, moveId } = await customerWithMove({ start: FIRST, end: LAST, firstName });
  const quoteId = ulid();
  await quotes.createQuotes([
    { id: quoteId, move_request_id: moveId, moving_company_id: companyId, customer_id: customer.sub },
  ]);
  await setQuote(moveId, companyId, 'QUOTED', { price: 1500, description: 'Three movers' });
  return { customer, quoteId, moveId };
}

async function setCrews(companyId: string, crews: number, ownWindow: string | null = null) {
  const { companies } = await data();
  await companies.movingCompanyEntity().patch({ id: companyId }).set({ crews_per_day: crews }).go();
  if (ownWindow)
    await companies.movingCompanyEntity().patch({ id: companyId }).set({ own_arrival_window: ownWindow }).go();
}

const crewsBooked = async (companyId: string, day: string) => (await data()).days.crewsBookedOn(companyId, day);

describe('booking the last crew of a day', () => {
  it('lets exactly one of 20 customers take a one-crew day; the rest get 409 no crew left', async () => {
    const company = await createTestCompany();
    await makeAvailable(company.id, [FIRST]);
    const customers = await Promise.all(Array.from({ length: 20 }, () => quotedCustomer(company.id)));
    const answers = await Promise.all(
      customers.map(({ customer, quoteId }) => book(customer, quoteId, { move_day: FIRST, arrival_window: 'MORNING' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    expect(new Set(refused.map((a) => a.body.error))).toEqual(new Set([BOOKING_MESSAGES.dayFull]));
    expect(await crewsBooked(company.id, FIRST)).toBe(1);
    const { moves } = await data();
    const booked = await moves.companyBookedMovesBetween(company.id, FIRST, FIRST);
    expect(booked.filter((m) => m.stage === 'UPCOMING')).toHaveLength(1);
  });

  it('takes two bookings on a two-crew day, refuses a third, and a cancellation gives the crew back', async () => {
    const company = await createTestCompany();
    await setCrews(company.id, 2);
    await makeAvailable(company.id, [FIRST]);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => quotedCustomer(company.id)));
    const choice = { move_day: FIRST, arrival_window: 'AFTERNOON' } as const;
    expect((await book(a.customer, a.quoteId, choice)).status).toBe(200);
    expect((await book(b.customer, b.quoteId, choice)).status).toBe(200);
    const third = await book(c.customer, c.quoteId, choice);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(BOOKING_MESSAGES.dayFull);
    expect(await crewsBooked(company.id, FIRST)).toBe(2);

    expect((await cancelBooking(a.customer, a.quoteId)).status).toBe(200);
    expect(await crewsBooked(company.id, FIRST)).toBe(1);
    expect((await book(c.customer, c.quoteId, choice)).status).toBe(200);
    expect(await crewsBooked(company.id, FIRST)).toBe(2);
  });
});

describe('a day or window the booking cannot take', () => {
  /** The refusal changed nothing: the quote still QUOTED, no lock, no booked move, no crew taken. */
  async function expectNothingWritten(companyId: string, f: { customer: TestUser; quoteId: string; moveId: string }) {
    const { moves } = await data();
    expect((await storedQuote(f.moveId, companyId))?.status).toBe('QUOTED');
    expect(await storedBooking(f.customer.sub)).toBeNull();
    expect(await moves.findBookedMove(f.quoteId)).toBeNull();
    for (const day of [FIRST, LAST, dayFromToday(50)]) expect(await crewsBooked(companyId, day)).toBe(0);
  }

  it('answers 400 with the reason for a day outside the range, one not published, or the company window it lacks', async () => {
    const company = await createTestCompany();
    await makeAvailable(company.id, [FIRST, dayFromToday(50)]);
    const f = await quotedCustomer(company.id);
    const cases = [
      [
        { move_day: dayFromToday(50), arrival_window: 'MORNING' },
        BOOKING_MESSAGES.dayOutsideRange(formatCalendarDay(FIRST), formatCalendarDay(LAST)),
      ],
      [{ move_day: LAST, arrival_window: 'MORNING' }, BOOKING_MESSAGES.dayNotAvailable],
      [{ move_day: FIRST, arrival_window: 'COMPANY' }, BOOKING_MESSAGES.noCompanyWindow],
    ] as const;
    for (const [choice, message] of cases) {
      const answer = await book(f.customer, f.quoteId, choice);
      expect(answer.status, message).toBe(400);
      expect(answer.body.error).toBe(message);
    }
    await expectNothingWritten(company.id, f);
  });

  it('refuses a day that has passed (the clock moved past the move day) and books the company window it offers', async () => {
    const company = await createTestCompany();
    await setCrews(company.id, 1, '7–9 am');
    await makeAvailable(company.id, [FIRST]);
    const f = await quotedCustomer(company.id);
    const { plan, quotes, companies } = await data();
    const quote = (await quotes.findQuoteOf(f.moveId, company.id))!;
    const stored = (await companies.findCompany(company.id))!;
    const dayAfter = new Date(Date.parse(`${FIRST}T12:00:00-05:00`) + 24 * 3_600_000);
    await expect(
      plan.bookingPlanFor(
        quote,
        stored,
        { move_day: FIRST, arrival_window: 'MORNING', valuation: { option: 'FULL_VALUE' }, acknowledged_documents: [] },
        dayAfter,
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: BOOKING_MESSAGES.dayPast });
    await expectNothingWritten(company.id, f);

    const answer = await book(f.customer, f.quoteId, { move_day: FIRST, arrival_window: 'COMPANY' });
    expect(answer.status).toBe(200);
    const { moves } = await data();
    expect((await moves.findBookedMove(f.quoteId))?.arrival_window).toEqual({ code: 'COMPANY', label: '7–9 am' });
  });
});

describe('GET /api/quote/{id}/bookable-days', () => {
  it('lists the published days of the range with a crew left, and the windows offered', async () => {
    const company = await createTestCompany();
    await makeAvailable(company.id, [FIRST, LAST, dayFromToday(50)]);
    const [first, second] = await Promise.all([quotedCustomer(company.id), quotedCustomer(company.id)]);
    const before = await callRoute(routes.getBookableDays, {
      token: second.customer.accessToken,
      params: { id: second.quoteId },
    });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      days: [FIRST, LAST],
      arrival_windows: [
        { code: 'MORNING', label: 'Morning, 8 am–12 pm' },
        { code: 'AFTERNOON', label: 'Afternoon, 12–5 pm' },
      ],
      valuation: before.body.valuation,
      documents: before.body.documents,
    });
    expect(before.body.valuation.default_option).toBe('FULL_VALUE');
    expect((await book(first.customer, first.quoteId, { move_day: FIRST, arrival_window: 'MORNING' })).status).toBe(
      200,
    );
    await setCrews(company.id, 1, 'Early bird, 6–8 am');
    const after = await callRoute(routes.getBookableDays, {
      token: second.customer.accessToken,
      params: { id: second.quoteId },
    });
    expect(after.body.days).toEqual([LAST]);
    expect(after.body.arrival_windows).toContainEqual({ code: 'COMPANY', label: 'Early bird, 6–8 am' });
    // Another customer's quote: the same 404 as an unknown id.
    const other = await callRoute(routes.getBookableDays, {
      token: first.customer.accessToken,
      params: { id: second.quoteId },
    });
    expect(other.status).toBe(404);
  });

  it('never offers a day before today (the clock moved into the range)', async () => {
    const { bookableDays } = await import('@functions/quotes/bookable-days');
    const company = { available_days: new Set([FIRST, LAST]), crews_per_day: 2 } as unknown as Parameters<
      typeof bookableDays
    >[1];
    const inRange = new Date(Date.parse(`${dayFromToday(42)}T12:00:00-05:00`));
    expect(bookableDays({ start_date: FIRST, end_date: LAST }, company, [], inRange)).toEqual([LAST]);
    expect(bookableDays({ start_date: FIRST, end_date: LAST }, company, [{ date: LAST, booked: 2 }], inRange)).toEqual(
      [],
    );
  });
});

describe('calendar settings', () => {
  it('answers the defaults, saves crews and an own window, and refuses bad input without writing', async () => {
    const { company, user } = await companyWithUser();
    const get = () => callRoute(routes.getCalendarSettings, { token: user.accessToken });
    const put = (body: unknown) =>
      callRoute(routes.updateCalendarSettings, { token: user.accessToken, body: body as never });
    expect((await get()).body).toEqual({ crews_per_day: 1, own_arrival_window: null });
    const saved = await put({ crews_per_day: 3, own_arrival_window: '  7–9 am ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ crews_per_day: 3, own_arrival_window: '7–9 am' });

    for (const [body, message] of [
      [{ crews_per_day: 0, own_arrival_window: null }, BOOKING_MESSAGES.crewsPerDay],
      [{ crews_per_day: 21, own_arrival_window: null }, BOOKING_MESSAGES.crewsPerDay],
      [{ crews_per_day: 1.5, own_arrival_window: null }, BOOKING_MESSAGES.crewsPerDay],
      [{ crews_per_day: 2, own_arrival_window: 'ab' }, BOOKING_MESSAGES.ownWindowLabel],
      [{ crews_per_day: 2, own_arrival_window: 'x'.repeat(41) }, BOOKING_MESSAGES.ownWindowLabel],
    ] as const) {
      const answer = await put(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.error).toContain(message);
    }
    expect((await get()).body).toEqual({ crews_per_day: 3, own_arrival_window: '7–9 am' });

    // Removing the own window.
    expect((await put({ crews_per_day: 2, own_arrival_window: null })).body).toEqual({
      crews_per_day: 2,
      own_arrival_window: null,
    });
    const { companies } = await data();
    expect((await companies.findCompany(company.id))?.own_arrival_window).toBeUndefined();
  });

  it('reaches only the caller’s own company: another company’s save leaves it untouched; customers 403, no company 404', async () => {
    const { company, user } = await companyWithUser();
    const other = await companyWithUser();
    await callRoute(routes.updateCalendarSettings, {
      token: user.accessToken,
      body: { crews_per_day: 4, own_arrival_window: null },
    });
    const theirs = await callRoute(routes.updateCalendarSettings, {
      token: other.user.accessToken,
      body: { crews_per_day: 9, own_arrival_window: 'Night owls' },
    });
    expect(theirs.status).toBe(200);
    const { companies } = await data();
    expect((await companies.findCompany(company.id))?.crews_per_day).toBe(4);
    expect((await companies.findCompany(other.company.id))?.crews_per_day).toBe(9);
    const { customer } = await customerWithMove();
    expect((await callRoute(routes.getCalendarSettings, { token: customer.accessToken })).status).toBe(403);
    const noCompany = await createCompanyUser();
    expect((await callRoute(routes.getCalendarSettings, { token: noCompany.accessToken })).status).toBe(404);
  });
});

describe('GET /api/my-moving-company/booked-days', () => {
  it('lists the company’s booked days with crews booked and each customer’s first name, not cancelled ones', async () => {
    const { company, user } = await companyWithUser();
    await setCrews(company.id, 2);
    await makeAvailable(company.id, [FIRST, LAST]);
    const [ana, ben, cy] = await Promise.all(['Ana', 'Ben', 'Cy'].map((name) => quotedCustomer(company.id, name)));
    await book(ana.customer, ana.quoteId, { move_day: FIRST, arrival_window: 'MORNING' });
    await book(ben.customer, ben.quoteId, { move_day: FIRST, arrival_window: 'AFTERNOON' });
    await book(cy.customer, cy.quoteId, { move_day: LAST, arrival_window: 'MORNING' });
    await cancelBooking(cy.customer, cy.quoteId);

    const answer = await callRoute(routes.listBookedDays, {
      token: user.accessToken,
      query: { start_date: FIRST, end_date: LAST },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.crews_per_day).toBe(2);
    expect(answer.body.days).toHaveLength(1);
    const [day] = answer.body.days;
    expect(day).toMatchObject({ date: FIRST, crews_booked: 2 });
    expect(day.bookings.map((b) => [b.customer_first_name, b.quote_id, b.arrival_window.code]).sort()).toEqual([
      ['Ana', ana.quoteId, 'MORNING'],
      ['Ben', ben.quoteId, 'AFTERNOON'],
    ]);
    // Another company sees none of them.
    const other = await companyWithUser();
    const theirs = await callRoute(routes.listBookedDays, {
      token: other.user.accessToken,
      query: { start_date: FIRST, end_date: LAST },
    });
    expect(theirs.body.days).toEqual([]);
  });
});
