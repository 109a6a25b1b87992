import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { PublicMovingCompanySchema } from '@schemas/companies';
import { allPages } from '@test/support/all-pages';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import { ulid } from 'ulid';
import { creditTokens, deliverTokensCredited, payPerLeadCompany, sendQuote } from '@test/support/fixtures/lead-tokens';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * A company's median response time: the hours from a customer's request (the
 * quote's created_at) to the company's first quote, on every public company, null until it
 * has answered 3 requests; a quote the company started unasked is not an answer.
 */

/** Moves the request `hours` into the past (created_at is read-only for the app: a raw update). */
async function requestedHoursAgo(moveId: string, companyId: string, hours: number) {
  pointAtStack();
  const { documentClient } = await import('@functions/platform/aws/dynamodb');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { config } = await import('@functions/platform/config');
  await documentClient().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: { pk: `MOVE#${moveId}`, sk: `QUOTE#${companyId}` },
      UpdateExpression: 'SET created_at = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - hours * 3_600_000).toISOString() },
    }),
  );
}

async function customerMove(): Promise<{ customer: TestUser; moveId: string; day: string }> {
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  const day = dayFromToday(200 + Math.floor(Math.random() * 100));
  return { customer, moveId: await createMove(customer, { start: day, end: day }), day };
}

const publicCompany = async (user: TestUser, id: string) => {
  const answer = await callRoute(routes.getMovingCompany, { token: user.accessToken, params: { id } });
  expect(answer.status).toBe(200);
  return PublicMovingCompanySchema.parse(answer.body);
};

describe('median_response_hours', () => {
  it('is null after 2 answers, the median after 3, and ignores a quote the company started unasked', async () => {
    const { company, user } = await companyWithUser();
    const answer = async (hours: number) => {
      const { customer, moveId, day } = await customerMove();
      await requestQuoteFrom(customer, moveId, company.id, day);
      await requestedHoursAgo(moveId, company.id, hours);
      expect((await sendQuote(user, moveId, company.id)).status).toBe(200);
      // Editing the sent quote is not a second answer.
      expect((await sendQuote(user, moveId, company.id, 1800)).status).toBe(200);
      return customer;
    };

    const viewer = await answer(2);
    await answer(10);
    expect((await publicCompany(viewer, company.id)).median_response_hours).toBeNull();

    await answer(4);
    expect((await publicCompany(viewer, company.id)).median_response_hours).toBe(4);

    // Unasked: the company quotes a lead nobody asked it about (a new quote, 201).
    const unasked = await customerMove();
    expect((await sendQuote(user, unasked.moveId, company.id)).status).toBe(201);
    expect((await publicCompany(viewer, company.id)).median_response_hours).toBe(4);

    // The list of companies carries the same figure (no extra read per company).
    const list = await allPages(routes.listMovingCompanies, { token: viewer.accessToken, query: { limit: '100' } });
    const listed = PublicMovingCompanySchema.array()
      .parse(list.body)
      .find((c) => c.id === company.id);
    expect(listed?.median_response_hours).toBe(4);
  });

  it('times a payment-pending answer when it is released, from the request, not from the send', async () => {
    const { company, user } = await payPerLeadCompany(0);
    let viewer: TestUser | undefined;
    for (const hours of [1, 3, 5]) {
      const { customer, moveId, day } = await customerMove();
      viewer ??= customer;
      await requestQuoteFrom(customer, moveId, company.id, day);
      await requestedHoursAgo(moveId, company.id, hours);
      expect((await sendQuote(user, moveId, company.id)).body.paymentPending).toBe(true);
    }
    // Not sent to the customers yet: no answer counted.
    expect((await publicCompany(viewer!, company.id)).median_response_hours).toBeNull();
    await creditTokens(company.id, 3, `cs_test_${ulid()}`);
    await deliverTokensCredited({ companyId: company.id, tokens: 3 });
    expect((await publicCompany(viewer!, company.id)).median_response_hours).toBe(3);
  });
});
