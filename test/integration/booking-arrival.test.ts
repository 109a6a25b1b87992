import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { readInbox, type StoredEmail } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { book, cancelBooking, customerWithQuotes, quoted } from '@test/support/fixtures/quotes';
import { createTestUser } from '@test/support/fixtures/users';

/*
 * A booking's confirmation e-mails with their calendar file, the 72-hour reminder and the
 * company's arrival confirmation (docs/booking-lifecycle.md). The job runs here with an
 * injected `now`; its events go through the stack's bus, whose handlers send the e-mails.
 */

let reminders: typeof import('@functions/bookings/booking-reminders');
let unconfirmed: typeof import('@functions/bookings/unconfirmed-arrivals');
let views: typeof import('@functions/bookings/views');
let bookedMoves: typeof import('@functions/core/data/quote/booked-moves');
let users: typeof import('@functions/core/data/user/users');
let carolinasTime: typeof import('@functions/platform/carolinas-time').carolinasTime;

beforeAll(async () => {
  pointAtStack();
  process.env.EVENTBRIDGE_ENDPOINT = currentStack().eventBusUrl;
  reminders = await import('@functions/bookings/booking-reminders');
  unconfirmed = await import('@functions/bookings/unconfirmed-arrivals');
  views = await import('@functions/bookings/views');
  bookedMoves = await import('@functions/core/data/quote/booked-moves');
  users = await import('@functions/core/data/user/users');
  ({ carolinasTime } = await import('@functions/platform/carolinas-time'));
});

const HOUR = 3_600_000;
const mailsTo = async (to: string, subject: string) =>
  (await readInbox(currentStack().inboxPort)).filter(
    (e) => e.destination.to.includes(to) && e.subject.includes(subject),
  );

/** The .ics attachment's properties (RFC 5545 lines unfolded), the calendar file the e-mail carries. */
function calendarOf(email: StoredEmail): Record<string, string> {
  const file = email.attachments?.find((a) => a.filename?.endsWith('.ics'));
  expect(file?.contentType).toContain('text/calendar');
  const text = Buffer.from(file!.content, 'base64')
    .toString('utf8')
    .replace(/\r?\n[ \t]/g, '');
  const inEvent = text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VEVENT'));
  return Object.fromEntries(
    inEvent
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

/** '20261205T130000Z' */
const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A customer (Casey Zebrowski) who booked a company with one user (Robin); the booked move as stored. */
async function bookedMove(options: { switchesOff?: boolean } = {}) {
  const f = await customerWithQuotes(1, { lastName: 'Zebrowski' });
  const company = f.companies[0];
  const companyUser = await createCompanyUser(company.id, { firstName: 'Robin' });
  if (options.switchesOff) {
    await users.updateProfile(f.customer.sub, { status_change_notifications: false });
    await users.updateProfile(companyUser.sub, { status_change_notifications: false });
  }
  await quoted(f, 0, 1800);
  const quoteId = f.quoteIds[0];
  expect((await book(f.customer, quoteId)).status).toBe(200);
  const move = (await bookedMoves.findBookedMove(quoteId))!;
  return { ...f, company, companyUser, quoteId, move, dayStart: carolinasTime(move.move_day, 0).getTime() };
}

describe('booking confirmation e-mails', () => {
  it('both sides get the day, the window, the addresses, the terms, the booking link and a calendar file', async () => {
    const b = await bookedMove();
    const origin = currentStack().webUrl;
    const start = icsUtc(carolinasTime(b.move.move_day, 8));
    const end = icsUtc(carolinasTime(b.move.move_day, 12));

    const toCustomer = await waitForEmail(b.customer.email, (e) => e.subject.includes('is booked for'));
    expect(toCustomer.subject).toContain(`Your move with ${b.company.name}`);
    expect(toCustomer.body.text).toContain('Crew arrives: Morning, 8 am–12 pm');
    expect(toCustomer.body.text).toContain('Price as booked: $1,800');
    expect(toCustomer.body.text).toContain(b.company.email);
    expect(toCustomer.body.text).toContain(`${origin}/bookings/${b.quoteId}`);
    // Booked 30 days ahead: the reminder is still to come, so the e-mail may promise it.
    expect(toCustomer.body.text).toContain('We will remind you 3 days before the move.');
    const customerEvent = calendarOf(toCustomer);
    expect(customerEvent.DTSTART).toBe(start);
    expect(customerEvent.DTEND).toBe(end);
    expect(customerEvent.SUMMARY).toBe(`Move with ${b.company.name}`);
    expect(customerEvent.UID).toBe(`booking-${b.quoteId}@movematch`);

    const toCompany = await waitForEmail(b.companyUser.email, (e) => e.subject.includes('booked your quote'));
    expect(toCompany.subject).toBe('Casey Zebrowski booked your quote');
    expect(toCompany.body.text).toContain(b.customer.email);
    expect(toCompany.body.text).toMatch(/From: .+, [A-Z][a-z]+/);
    expect(toCompany.body.text).toContain(`${origin}/bookings/${b.quoteId}`);
    expect(calendarOf(toCompany).DTSTART).toBe(start);

    // Claimed once per recipient: the inbox holds one of each.
    await eventsIdle();
    expect(await mailsTo(b.customer.email, 'is booked for')).toHaveLength(1);
    expect(await mailsTo(b.companyUser.email, 'booked your quote')).toHaveLength(1);
  });

  it('sends none to a side whose status-change switch is off', async () => {
    const b = await bookedMove({ switchesOff: true });
    await eventsIdle();
    expect(await mailsTo(b.customer.email, 'is booked for')).toEqual([]);
    expect(await mailsTo(b.companyUser.email, 'booked your quote')).toEqual([]);
  });
});

describe('the 72-hour reminder', () => {
  it('goes out once 72 hours before the day starts (not at 73), once however many runs race', async () => {
    const b = await bookedMove();
    await reminders.sendDueBookingReminders(new Date(b.dayStart - 73 * HOUR));
    expect((await bookedMoves.findBookedMove(b.quoteId))?.reminder_sent_at).toBeUndefined();

    const at = new Date(b.dayStart - 72 * HOUR);
    await Promise.all([reminders.sendDueBookingReminders(at), reminders.sendDueBookingReminders(at)]);
    expect((await bookedMoves.findBookedMove(b.quoteId))?.reminder_sent_at).toBe(at.toISOString());
    await reminders.sendDueBookingReminders(new Date(b.dayStart - 2 * HOUR));

    const toCompany = await waitForEmail(b.companyUser.email, (e) => e.subject.includes('confirm the arrival window'));
    expect(toCompany.body.html).toContain(`href="${currentStack().webUrl}/bookings/${b.quoteId}?confirm-arrival=1"`);
    expect(toCompany.body.html).toContain('Confirm arrival window');
    const toCustomer = await waitForEmail(b.customer.email, (e) => e.subject.startsWith('Reminder: your move'));
    // Both reminders carry the calendar file of the booking as it stands.
    for (const mail of [toCompany, toCustomer]) expect(calendarOf(mail).DTSTART).toBeDefined();
    await eventsIdle();
    expect(await mailsTo(b.customer.email, 'Reminder:')).toHaveLength(1);
    expect(await mailsTo(b.companyUser.email, 'Reminder:')).toHaveLength(1);
  });

  it('skips a cancelled booking', async () => {
    const b = await bookedMove();
    expect((await cancelBooking(b.customer, b.quoteId)).status).toBe(200);
    await reminders.sendDueBookingReminders(new Date(b.dayStart - 24 * HOUR));
    expect((await bookedMoves.findBookedMove(b.quoteId))?.reminder_sent_at).toBeUndefined();
  });
});

describe('POST /api/booking/{id}/confirm-arrival', () => {
  it("the booking's company confirms once (a repeat changes nothing); the customer is told once", async () => {
    const b = await bookedMove();
    const colleague = await createCompanyUser(b.company.id);
    const first = await callRoute(routes.confirmArrival, {
      token: b.companyUser.accessToken,
      params: { id: b.quoteId },
    });
    expect(first.status).toBe(200);
    expect(first.body.arrival_confirmed_at).toEqual(expect.any(String));
    expect(first.body.arrival_unconfirmed).toBe(false);
    const again = await callRoute(routes.confirmArrival, { token: colleague.accessToken, params: { id: b.quoteId } });
    expect(again.status).toBe(200);
    expect(again.body.arrival_confirmed_at).toBe(first.body.arrival_confirmed_at);

    const told = await waitForEmail(b.customer.email, (e) => e.subject.includes('confirmed your crew'));
    expect(told.body.text).toContain('Morning, 8 am–12 pm');
    await eventsIdle();
    expect(await mailsTo(b.customer.email, 'confirmed your crew')).toHaveLength(1);
  });

  it('refuses the customer (403), an admin (403), another company (404), a cancelled move (400), changing nothing', async () => {
    const b = await bookedMove();
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const stranger = await createCompanyUser((await customerWithQuotes(1)).companies[0].id);
    const confirm = (token: string) => callRoute(routes.confirmArrival, { token, params: { id: b.quoteId } });
    expect((await confirm(b.customer.accessToken)).status).toBe(403);
    expect((await confirm(admin.accessToken)).status).toBe(403);
    const outsider = await confirm(stranger.accessToken);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error).toBe('Booking not found');
    expect((await bookedMoves.findBookedMove(b.quoteId))?.arrival_confirmed_at).toBeUndefined();

    expect((await cancelBooking(b.customer, b.quoteId)).status).toBe(200);
    const cancelled = await confirm(b.companyUser.accessToken);
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.error).toBe('Only an upcoming move’s arrival window can be confirmed.');
    expect((await bookedMoves.findBookedMove(b.quoteId))?.arrival_confirmed_at).toBeUndefined();
  });
});

describe('unconfirmed arrivals', () => {
  it('flags a move from 48 hours before its day until the company confirms, for the customer and the admin', async () => {
    const b = await bookedMove();
    const listed = async (now: Date) =>
      (await unconfirmed.unconfirmedArrivals(now)).some((item) => item.quote_id === b.quoteId);
    const at49 = new Date(b.dayStart - 49 * HOUR);
    const at48 = new Date(b.dayStart - 48 * HOUR);
    expect(views.isArrivalUnconfirmed(b.move, at49)).toBe(false);
    expect(await listed(at49)).toBe(false);
    expect(views.isArrivalUnconfirmed(b.move, at48)).toBe(true);
    expect(await listed(at48)).toBe(true);
    // Once the day has passed the move awaits completion instead.
    const dayAfter = new Date(b.dayStart + 30 * HOUR);
    expect(views.isArrivalUnconfirmed(b.move, dayAfter)).toBe(false);
    expect(views.isAwaitingCompletion(b.move, dayAfter)).toBe(true);
    const item = (await unconfirmed.unconfirmedArrivals(at48)).find((i) => i.quote_id === b.quoteId);
    expect(item).toMatchObject({ company_name: b.company.name, move_day: b.move.move_day, reminder_sent_at: null });

    expect(
      (await callRoute(routes.confirmArrival, { token: b.companyUser.accessToken, params: { id: b.quoteId } })).status,
    ).toBe(200);
    const confirmed = (await bookedMoves.findBookedMove(b.quoteId))!;
    expect(views.isArrivalUnconfirmed(confirmed, at48)).toBe(false);
    expect(await listed(at48)).toBe(false);
  });

  it('GET /api/admin/bookings?view=unconfirmed answers admins; other views are 400', async () => {
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const list = await callRoute(routes.listAdminBookings, {
      token: admin.accessToken,
      query: { view: 'unconfirmed' },
    });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.items)).toBe(true);
    const bad = await callRoute(routes.listAdminBookings, {
      token: admin.accessToken,
      query: { view: 'everything' },
    });
    expect(bad.status).toBe(400);
  });
});
