import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { payPerLeadCompany, sendQuote } from '@test/support/fixtures/lead-tokens';
import { createTestLead, customerWithMove } from '@test/support/fixtures/moves';
import { conversationOf, sendMessage } from '@test/support/fixtures/messaging';
import { saveLead } from '@test/support/fixtures/saved';
import { createTestUser } from '@test/support/fixtures/users';
import { itemsReadBy } from '@test/support/read-count';

/*
 * A lead manager row costs its record and its move from the start (docs/security.md, Lists are
 * paged): quotes made through the product's own paths (a customer's request, a company's send
 * on a searched lead, a pay-per-lead send paying its token) carry the customer's first name and
 * the paid and saved marks from their creation, so even the first listing reads no profile,
 * paid-lead or saved-lead record.
 */

type Lead = {
  move_request_id: string;
  has_token: boolean;
  is_saved: boolean;
  move_request: { user?: { firstName: string } };
};

const START = dayFromToday(50);
let company: Awaited<ReturnType<typeof payPerLeadCompany>>;
let idle: Awaited<ReturnType<typeof payPerLeadCompany>>;
const expected = new Map<string, { firstName: string; paid: boolean; saved?: boolean }>();

beforeAll(async () => {
  [company, idle] = await Promise.all([payPerLeadCompany(5), payPerLeadCompany(5)]);
  await makeAvailable(company.company.id, [START]);
  const ask = async (firstName: string, beforeAsking?: (moveId: string, customerId: string) => Promise<unknown>) => {
    const { customer, moveId } = await customerWithMove({ firstName, start: START });
    await beforeAsking?.(moveId, customer.sub);
    const asked = await callRoute(routes.requestQuote, {
      token: customer.accessToken,
      body: { move_request_id: moveId, moving_company_id: company.company.id },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    return moveId;
  };
  // Requested and not answered yet.
  expected.set(await ask('Ada'), { firstName: 'Ada', paid: false });
  // Saved by the company before the customer asked: the request copies the saved mark.
  expected.set(await ask('Dana', (moveId) => saveLead(company.company.id, moveId, company.user.sub)), {
    firstName: 'Dana',
    paid: false,
    saved: true,
  });
  // Paid for by the company's first message before the customer asked: the request copies the paid mark.
  const messageFirst = async (moveId: string, customerId: string) => {
    const triple = { mover_id: customerId, move_request_id: moveId, moving_company_id: company.company.id };
    const sent = await sendMessage(company.user, await conversationOf(company.user, triple), 'Hello! We can help.');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  };
  expected.set(await ask('Eve', messageFirst), { firstName: 'Eve', paid: true });
  // Requested, then quoted with a token.
  const answered = await ask('Bea');
  expect((await sendQuote(company.user, answered, company.company.id)).status).toBe(200);
  expected.set(answered, { firstName: 'Bea', paid: true });
  // A searched lead quoted (the send creates the quote and pays its token).
  const searcher = await createTestUser({ role: 'MOVER', profile: true, firstName: 'Cleo' });
  const searched = await createTestLead({ start: START, end: START, userId: searcher.sub });
  expect((await sendQuote(company.user, searched, company.company.id)).status).toBe(201);
  expected.set(searched, { firstName: 'Cleo', paid: true });
});

describe('GET /my-company-quotes, the first listing of new quotes', () => {
  it('reads at most 2 items per row, the first name and the paid mark already on the quote', async () => {
    const { listMyCompanyQuotes } = await import('@functions/company-quotes/list-my-company-quotes');
    const run = (user: typeof company.user) =>
      listMyCompanyQuotes({
        auth: { userId: user.sub, username: user.username, role: 'MOVING_COMPANY', groups: ['MOVING_COMPANY'] },
        query: {},
        profile: null,
        params: undefined,
        body: undefined,
        event: {} as never,
        requestId: 'first-listing-test',
      }) as Promise<{ body: Lead[] }>;
    // The fixed reads of every request (the caller's profile, company, plan) on an empty list.
    const fixed = (await itemsReadBy(() => run(idle.user))).itemsRead;

    const { result, itemsRead } = await itemsReadBy(() => run(company.user));
    expect(result.body).toHaveLength(expected.size);
    for (const lead of result.body) {
      const want = expected.get(lead.move_request_id)!;
      expect(lead.move_request.user?.firstName, lead.move_request_id).toBe(want.firstName);
      expect(lead.has_token, lead.move_request_id).toBe(want.paid);
      expect(lead.is_saved, lead.move_request_id).toBe(want.saved ?? false);
    }
    expect(itemsRead - fixed).toBeLessThanOrEqual(2 * result.body.length);
  });
});
