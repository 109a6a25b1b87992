import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { formatCalendarRange } from '@schemas/date-text';
import { routes } from '@schemas/routes';
import type { EventDetail, EventType } from '@schemas/events';
import { readInbox, type StoredEmail } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';
import { createCompanyUser, linkUserToCompany } from '@test/support/fixtures/company-users';
import { createTestCompany } from '@test/support/fixtures/companies';
import { customerWithMove } from '@test/support/fixtures/moves';
import {
  book,
  cancelBooking,
  MOVE_START,
  requestAgain,
  requestQuoteFrom,
  setQuote,
} from '@test/support/fixtures/quotes';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestUser } from '@test/support/fixtures/users';

/*
 * Notification e-mails (functions/notifications) found in the SES emulator's inbox: the
 * routes publish QuoteStatusChanged through the stack's bus; the MessageSent handler and the
 * repeated deliveries are invoked here directly with the event shape EventBridge (and the
 * local bus, lib/local/event-bus.ts) delivers, so the dedupe by event id is shown exactly.
 */

type Handler = (event: { id: string; 'detail-type': string; detail: unknown }) => Promise<void>;
let quoteStatusHandler: Handler;
let messageHandler: Handler;
let users: typeof import('@functions/core/data/user/users');

beforeAll(async () => {
  pointAtStack();
  const stack = currentStack();
  Object.assign(process.env, { SES_ENDPOINT: `http://127.0.0.1:${stack.inboxPort}`, APP_ORIGIN: stack.webUrl });
  quoteStatusHandler = (await import('@functions/notifications/send-quote-status-email')).handler as Handler;
  messageHandler = (await import('@functions/notifications/send-message-email')).handler as Handler;
  users = await import('@functions/core/data/user/users');
});

const deliver = <T extends EventType>(handler: Handler, type: T, detail: EventDetail<T>, id = randomUUID()) =>
  handler({ id, 'detail-type': type, detail });

/** The notifications to this address (the welcome and invite e-mails of the fixtures left out). */
const inboxOf = async (to: string) =>
  (await readInbox(currentStack().inboxPort)).filter(
    (e) => e.destination.to.includes(to) && e.body.text?.includes('/profile/email-notifications'),
  );
const bySubject = (text: string) => (e: StoredEmail) => e.subject.includes(text);

/** Every notification: the link to the thing, the settings link, a plain-text part with both. */
function expectLinks(email: StoredEmail, path: string) {
  const origin = currentStack().webUrl;
  expect(email.body.html).toContain(`href="${origin}${path}"`);
  expect(email.body.html).toContain(`${origin}/profile/email-notifications`);
  expect(email.body.text).toContain(`${origin}${path}`);
  expect(email.body.text).toContain(`${origin}/profile/email-notifications`);
  expect(email.body.html).toContain('MoveMatch');
}

/** A customer (last name Zebrowski) with a move, and a company with a user whose address is the company's. */
async function customerAndCompany() {
  const { customer, moveId } = await customerWithMove({
    firstName: 'Casey',
    lastName: 'Zebrowski',
    start: MOVE_START,
    end: dayFromToday(33),
  });
  const company = await createTestCompany();
  const owner = await createTestUser({ role: 'MOVING_COMPANY', profile: true, email: company.email });
  await linkUserToCompany(owner.sub, company.id);
  return { customer, moveId, company, owner };
}

describe('quote status e-mails (QuoteStatusChanged)', () => {
  it('tells the company of a request, a booking, a cancellation and a new request; the customer of a quote and its update', async () => {
    const { customer, moveId, company, owner } = await customerAndCompany();

    const requested = await requestQuoteFrom(customer, moveId, company.id, MOVE_START);
    const request = await waitForEmail(company.email, bySubject('New quote request from Casey'));
    expectLinks(request, '/manage-leads');
    expect(`${request.subject} ${request.body.html} ${request.body.text}`).not.toContain('Zebrowski');
    expect(request.body.text).toContain('a move from Cary, NC');
    // Dates read as everywhere else (schemas/date-text.ts), never as YYYY-MM-DD.
    expect(request.body.text).toContain(`(${formatCalendarRange(MOVE_START, dayFromToday(33))})`);
    expect(request.body.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const sent = await callRoute(routes.sendCompanyQuote, {
      token: owner.accessToken,
      body: { move_request_id: moveId, moving_company_id: company.id, price: 1200, top_price: 1500 },
    });
    expect(sent.status).toBe(200);
    const quoted = await waitForEmail(customer.email, bySubject(`${company.name} sent you a quote`));
    expectLinks(quoted, '/quotes');
    expect(quoted.body.text).toContain('$1,200 to $1,500');

    const updated = await callRoute(routes.updateCompanyQuote, {
      token: owner.accessToken,
      params: { id: requested.id },
      body: { price: 1100 },
    });
    expect(updated.status).toBe(200);
    expectLinks(await waitForEmail(customer.email, bySubject(`${company.name} updated your quote`)), '/quotes');

    expect((await book(customer, requested.id)).status).toBe(200);
    // Booked: now the company may read the last name.
    const booked = await waitForEmail(company.email, bySubject('Casey Zebrowski booked your quote'));
    expectLinks(booked, `/bookings/${requested.id}`);

    expect((await cancelBooking(customer, requested.id)).status).toBe(200);
    // A booked move cancelled: the company reads who cancelled which day, with a link to the booking.
    expectLinks(await waitForEmail(company.email, bySubject('cancelled their move on')), `/bookings/${requested.id}`);

    expect((await requestAgain(customer, requested.id)).status).toBe(200);
    const again = await waitForEmail(company.email, bySubject('asked you for a new quote'));
    expect(`${again.subject} ${again.body.text}`).not.toContain('Zebrowski');
  });

  it('sends nothing to a recipient whose status switch is off', async () => {
    const { customer, moveId, company, owner } = await customerAndCompany();
    await users.updateProfile(customer.sub, { status_change_notifications: false });
    await users.updateProfile(owner.sub, { status_change_notifications: false });
    const quoteId = ulid();
    await (
      await import('@functions/core/data/quote/quotes')
    ).createQuotes([
      { id: quoteId, move_request_id: moveId, moving_company_id: company.id, customer_id: customer.sub },
    ]);
    const base = {
      quoteId,
      moveRequestId: moveId,
      customerId: customer.sub,
      companyId: company.id,
      actorId: customer.sub,
    };
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', {
      ...base,
      from: null,
      to: 'QUOTE_REQUESTED',
      change: 'requested',
    });
    await setQuote(moveId, company.id, 'QUOTED', { price: 900 });
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', {
      ...base,
      from: 'QUOTE_REQUESTED',
      to: 'QUOTED',
      change: 'quoted',
    });
    expect(await inboxOf(company.email)).toEqual([]);
    expect(await inboxOf(customer.email)).toEqual([]);

    // Switched on again, the same kind of change e-mails.
    await users.updateProfile(customer.sub, { status_change_notifications: true });
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', {
      ...base,
      from: 'QUOTED',
      to: 'QUOTED',
      change: 'updated',
    });
    expect(await inboxOf(customer.email)).toHaveLength(1);
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const { customer, moveId, company } = await customerAndCompany();
    const quoteId = ulid();
    await (
      await import('@functions/core/data/quote/quotes')
    ).createQuotes([
      { id: quoteId, move_request_id: moveId, moving_company_id: company.id, customer_id: customer.sub },
    ]);
    // 'booked': a change without the once-a-day rule of new requests.
    const detail = {
      quoteId,
      moveRequestId: moveId,
      customerId: customer.sub,
      companyId: company.id,
      from: 'QUOTED',
      to: 'BOOKED',
      change: 'booked',
      actorId: customer.sub,
    } as const;
    const id = randomUUID();
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', detail, id);
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', detail, id);
    await Promise.all([
      deliver(quoteStatusHandler, 'QuoteStatusChanged', detail, id),
      deliver(quoteStatusHandler, 'QuoteStatusChanged', detail, id),
    ]);
    expect(await inboxOf(company.email)).toHaveLength(1);
    // Another event of the same change is another e-mail.
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', detail);
    expect(await inboxOf(company.email)).toHaveLength(2);
  });
});

describe('new-message e-mails (MessageSent)', () => {
  const sentBy = (
    side: 'mover' | 'moving_company',
    parties: { customerId: string; companyId: string; senderId: string },
    conversationId: string,
  ) => ({
    messageId: ulid(),
    conversationId,
    senderSide: side,
    ...parties,
  });

  it('e-mails the other side once per conversation and recipient within the quiet window, with the conversation link', async () => {
    const { customer, company, owner } = await customerAndCompany();
    const conversation = ulid();
    const fromCompany = sentBy(
      'moving_company',
      { customerId: customer.sub, companyId: company.id, senderId: owner.sub },
      conversation,
    );

    await deliver(messageHandler, 'MessageSent', fromCompany);
    await deliver(messageHandler, 'MessageSent', { ...fromCompany, messageId: ulid() });
    await Promise.all(
      [1, 2, 3].map(() => deliver(messageHandler, 'MessageSent', { ...fromCompany, messageId: ulid() })),
    );
    const mails = await inboxOf(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`New message from ${company.name}`);
    expectLinks(mails[0], `/messages?conversation=${conversation}`);

    // The window is per conversation and per recipient: the company hears of the customer's answer.
    const fromCustomer = sentBy(
      'mover',
      { customerId: customer.sub, companyId: company.id, senderId: customer.sub },
      conversation,
    );
    await deliver(messageHandler, 'MessageSent', fromCustomer);
    const toCompany = await inboxOf(company.email);
    expect(toCompany).toHaveLength(1);
    // Not booked: the company reads the first name only.
    expect(toCompany[0].subject).toBe('New message from Casey');
    expect(`${toCompany[0].body.html} ${toCompany[0].body.text}`).not.toContain('Zebrowski');

    // Another conversation of the same customer opens its own window.
    await deliver(messageHandler, 'MessageSent', { ...fromCompany, conversationId: ulid(), messageId: ulid() });
    expect(await inboxOf(customer.email)).toHaveLength(2);
  });

  it('e-mails again once the quiet window is over', async () => {
    const { customer, company, owner } = await customerAndCompany();
    const event = sentBy(
      'moving_company',
      { customerId: customer.sub, companyId: company.id, senderId: owner.sub },
      ulid(),
    );
    const quietMinutes = 15;
    process.env.MESSAGE_EMAIL_QUIET_MINUTES = String(quietMinutes);
    // The handler runs in this process: its clock moves past the window, no waiting.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await deliver(messageHandler, 'MessageSent', event);
      await deliver(messageHandler, 'MessageSent', { ...event, messageId: ulid() });
      expect(await inboxOf(customer.email)).toHaveLength(1);
      vi.setSystemTime(Date.now() + quietMinutes * 60_000 + 1);
      await deliver(messageHandler, 'MessageSent', { ...event, messageId: ulid() });
      expect(await inboxOf(customer.email)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      delete process.env.MESSAGE_EMAIL_QUIET_MINUTES;
    }
  });

  it('sends one e-mail for a repeated delivery, none with the message switch off', async () => {
    const { customer, company, owner } = await customerAndCompany();
    const event = sentBy('mover', { customerId: customer.sub, companyId: company.id, senderId: customer.sub }, ulid());
    const id = randomUUID();
    await deliver(messageHandler, 'MessageSent', event, id);
    await deliver(messageHandler, 'MessageSent', event, id);
    expect(await inboxOf(company.email)).toHaveLength(1);

    await users.updateProfile(customer.sub, { new_message_notifications: false });
    await deliver(
      messageHandler,
      'MessageSent',
      sentBy('moving_company', { customerId: customer.sub, companyId: company.id, senderId: owner.sub }, ulid()),
    );
    expect(await inboxOf(customer.email)).toEqual([]);
    // The status switch is another switch: status e-mails still come.
    expect((await users.findUser(customer.sub))?.status_change_notifications).toBe(true);
  });

  it('shows the last name to the company once the customer booked it', async () => {
    const { customer, moveId, company, owner } = await customerAndCompany();
    await requestQuoteFrom(customer, moveId, company.id, MOVE_START);
    await setQuote(moveId, company.id, 'BOOKED', { price: 900 });
    void owner;
    await deliver(
      messageHandler,
      'MessageSent',
      sentBy('mover', { customerId: customer.sub, companyId: company.id, senderId: customer.sub }, ulid()),
    );
    const mail = await waitForEmail(company.email, bySubject('New message from Casey Zebrowski'));
    expect(mail.body.text).toContain('/messages?conversation=');
  });
});

/** A stored quote of the customer's move with the company, and the base of its QuoteStatusChanged events. */
async function storedRequest(customerId: string, moveId: string, companyId: string) {
  const quoteId = ulid();
  await (
    await import('@functions/core/data/quote/quotes')
  ).createQuotes([{ id: quoteId, move_request_id: moveId, moving_company_id: companyId, customer_id: customerId }]);
  return { quoteId, moveRequestId: moveId, customerId, companyId, actorId: customerId };
}
const requested = { from: null, to: 'QUOTE_REQUESTED', change: 'requested' } as const;
const booked = { from: 'QUOTED', to: 'BOOKED', change: 'booked' } as const;

describe("who gets a company's e-mails", () => {
  it('each colleague whose switch is on, at their own address; the business address only when the company ticked it', async () => {
    const { customer, moveId } = await customerWithMove({ firstName: 'Casey', start: MOVE_START });
    const company = await createTestCompany();
    const [on, off] = [
      await createCompanyUser(company.id, { firstName: 'Robin' }),
      await createCompanyUser(company.id, { firstName: 'Sam' }),
    ];
    await users.updateProfile(off.sub, { status_change_notifications: false });
    const base = await storedRequest(customer.sub, moveId, company.id);

    await deliver(quoteStatusHandler, 'QuoteStatusChanged', { ...base, ...requested });
    const [mail] = await inboxOf(on.email);
    expect(mail?.subject).toBe('New quote request from Casey');
    expect(mail?.body.text).toContain('Hi Robin,');
    expect(await inboxOf(off.email)).toEqual([]);
    expect(await inboxOf(company.email)).toEqual([]);

    // Ticked by a colleague on /profile/company-edit: the business address is one more recipient.
    const ticked = await callRoute(routes.updateMovingCompany, {
      token: on.accessToken,
      params: { id: company.id },
      body: { notify_business_address: true },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.notify_business_address).toBe(true);
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', { ...base, ...booked });
    expect((await inboxOf(company.email)).map((e) => e.subject)).toEqual(['Casey booked your quote']);
    expect(await inboxOf(on.email)).toHaveLength(2);
    expect(await inboxOf(off.email)).toEqual([]);

    // The message switch is each user's too.
    await users.updateProfile(on.sub, { new_message_notifications: false });
    await deliver(messageHandler, 'MessageSent', {
      messageId: ulid(),
      conversationId: ulid(),
      senderSide: 'mover',
      customerId: customer.sub,
      companyId: company.id,
      senderId: customer.sub,
    });
    expect((await inboxOf(off.email)).map((e) => e.subject)).toEqual(['New message from Casey']);
    expect(await inboxOf(on.email)).toHaveLength(2);
    expect(await inboxOf(company.email)).toHaveLength(2);
  });

  it('refuses a business-address choice that is not true or false, and leaves it as it was', async () => {
    const company = await createTestCompany();
    const colleague = await createCompanyUser(company.id);
    const refused = await callRoute(routes.updateMovingCompany, {
      token: colleague.accessToken,
      params: { id: company.id },
      body: { notify_business_address: 'yes' },
    });
    expect(refused.status).toBe(400);
    const mine = await callRoute(routes.getMyMovingCompany, { token: colleague.accessToken });
    expect(mine.body.notify_business_address).toBe(false);
  });

  it('sends no copy to a deactivated colleague', async () => {
    const { customer, moveId } = await customerWithMove({ start: MOVE_START });
    const company = await createTestCompany();
    const [active, deactivated] = [await createCompanyUser(company.id), await createCompanyUser(company.id)];
    await users.updateProfile(deactivated.sub, { account_status: 'DISABLED' });
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', {
      ...(await storedRequest(customer.sub, moveId, company.id)),
      ...requested,
    });
    expect(await inboxOf(active.email)).toHaveLength(1);
    expect(await inboxOf(deactivated.email)).toEqual([]);
  });
});

describe("'new quote request' e-mails", () => {
  it('reach a company once a day per customer, whatever the number of request events', async () => {
    const { customer, moveId } = await customerWithMove({ firstName: 'Casey', start: MOVE_START });
    const { company, owner } = await (async () => {
      const c = await createTestCompany();
      return { company: c, owner: await createCompanyUser(c.id) };
    })();
    const base = await storedRequest(customer.sub, moveId, company.id);
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', { ...base, ...requested });
    await Promise.all(
      [1, 2, 3].map(() => deliver(quoteStatusHandler, 'QuoteStatusChanged', { ...base, ...requested })),
    );
    expect(await inboxOf(owner.email)).toHaveLength(1);
    // Another customer's request is another e-mail.
    const other = await customerWithMove({ start: MOVE_START });
    await deliver(quoteStatusHandler, 'QuoteStatusChanged', {
      ...(await storedRequest(other.customer.sub, other.moveId, company.id)),
      ...requested,
    });
    expect(await inboxOf(owner.email)).toHaveLength(2);
  });

  it('a customer who withdraws, re-posts and re-requests the same company e-mails it once', async () => {
    const { customer, moveId } = await customerWithMove({ firstName: 'Casey', start: MOVE_START });
    const [first, second] = [await createTestCompany(), await createTestCompany()];
    const [firstUser, secondUser] = [await createCompanyUser(first.id), await createCompanyUser(second.id)];
    await requestQuoteFrom(customer, moveId, first.id, MOVE_START);
    await waitForEmail(firstUser.email, bySubject('New quote request'));

    expect((await callRoute(routes.withdrawMyMoveRequest, { token: customer.accessToken })).status).toBe(200);
    const { createMove } = await import('@test/support/fixtures/moves');
    const again = await createMove(customer, { start: MOVE_START, end: dayFromToday(33) });
    await requestQuoteFrom(customer, again, first.id, MOVE_START);
    await requestQuoteFrom(customer, again, second.id, MOVE_START);
    // The second company's e-mail is published after the first one's would be: once it is in, the first was decided.
    await waitForEmail(secondUser.email, bySubject('New quote request'));
    expect(await inboxOf(firstUser.email)).toHaveLength(1);
  });
});
