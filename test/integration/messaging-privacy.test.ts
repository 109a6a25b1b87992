import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute, type ApiAnswer } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import {
  conversationOf,
  getConversation,
  listConversations,
  markViewed,
  sendMessage,
  unreadCount,
} from '@test/support/fixtures/messaging';
import { testLocation } from '@test/support/fixtures/locations';
import { customerWithMove } from '@test/support/fixtures/moves';
import { customerBooks, requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Contact privacy on messaging (spec section 6; docs/messaging.md): before the customer books
 * the company, nothing a company user gets from a messaging route carries the customer's last
 * name, e-mail or street address (first name and from-city only); after the customer's own
 * booking of that company the last name shows.
 */

const day = dayFromToday(40);
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const lastName = `Privateperson${tag}`;
const street = `${randomInt(100, 999)} Hidden${tag} Road`;
let customer: TestUser;
let moveId: string;
let company: { id: string; name: string };
let companyUser: TestUser;
let conversationId: string;

const needles = () => [lastName, customer.email, street];
function leaks(answer: ApiAnswer): string[] {
  const text = JSON.stringify(answer.body ?? '').toLowerCase();
  return needles().filter((needle) => text.includes(needle.toLowerCase()));
}

/** Every messaging answer a company user can get about this conversation. */
async function everyCompanyAnswer(user: TestUser): Promise<ApiAnswer[]> {
  const triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: company.id };
  return [
    await callRoute(routes.createConversation, { token: user.accessToken, body: triple }),
    await callRoute(routes.findConversation, { token: user.accessToken, query: triple }),
    await listConversations(user),
    await getConversation(user, conversationId),
    await markViewed(user, conversationId),
    await sendMessage(user, conversationId, 'Thanks, we can do it'),
    await unreadCount(user),
  ];
}

beforeAll(async () => {
  pointAtStack();
  const fixture = await customerWithMove({ start: day, firstName: 'Priya', lastName, from: { address: street } });
  customer = fixture.customer;
  moveId = fixture.moveId;
  const x = await companyWithUser();
  company = x.company;
  companyUser = x.user;
  await requestQuoteFrom(customer, moveId, company.id, day);
  await setQuote(moveId, company.id, 'QUOTED', { price: 900, quoted_by_name: 'Casey Q.' });
  conversationId = await conversationOf(customer, {
    mover_id: customer.sub,
    move_request_id: moveId,
    moving_company_id: company.id,
  });
  expect((await sendMessage(customer, conversationId, 'Hi, can you move a piano?')).status).toBe(201);
});

describe('messaging contact privacy', () => {
  it('before the booking: first name and from-city only, in every messaging answer to the company', async () => {
    for (const answer of await everyCompanyAnswer(companyUser)) {
      expect(answer.status).toBeLessThan(300);
      expect(leaks(answer), `${JSON.stringify(answer.body).slice(0, 200)}`).toEqual([]);
    }
    const detail = (await getConversation(companyUser, conversationId)).body;
    expect(detail.mover).toEqual({ firstName: 'Priya', lastName: null });
    expect(detail.move_request.from_location).toEqual({ city: testLocation().city, state: 'NC' });
    const fromCustomer = detail.messages!.find((m: { sender_id: string }) => m.sender_id === customer.sub);
    expect(fromCustomer!.sender).toEqual({ firstName: 'Priya', lastName: null });

    // The company's list tells customers of one first name apart by the move's route and first
    // day (city and state only, never the street); the customer's list names companies as before.
    const row = (await listConversations(companyUser)).body.find((c) => c.id === conversationId)!;
    expect(row.move_request).toEqual({
      id: moveId,
      from_location: { city: testLocation().city, state: 'NC' },
      to_location: { city: 'Durham', state: 'NC' },
      date_range_start: day,
    });
    const mine = (await listConversations(customer)).body.find((c) => c.id === conversationId)!;
    expect(mine.move_request.to_location).toBeUndefined();
  });

  it('the customer sees its own full name', async () => {
    const detail = (await getConversation(customer, conversationId)).body;
    expect(detail.mover).toEqual({ firstName: 'Priya', lastName });
  });

  it("after the customer's own booking of the company the last name shows (never the e-mail or street)", async () => {
    const booked = await customerBooks(moveId, company.id, company.name);
    expect(booked.ok).toBe(true);
    const detail = (await getConversation(companyUser, conversationId)).body;
    expect(detail.mover.lastName).toBe(lastName);
    expect(detail.messages!.find((m: { sender_id: string }) => m.sender_id === customer.sub)!.sender.lastName).toBe(
      lastName,
    );
    const listed = (await listConversations(companyUser)).body.find((c: { id: string }) => c.id === conversationId);
    expect(listed!.mover.lastName).toBe(lastName);
    const text = JSON.stringify(detail).toLowerCase();
    expect(text).not.toContain(customer.email.toLowerCase());
    expect(text).not.toContain(street.toLowerCase());
  });
});
