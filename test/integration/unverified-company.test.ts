import { describe, expect, it } from 'vitest';
import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { COMPANY_NOT_BOOKABLE } from '@schemas/quotes';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { dayFromToday } from '@test/support/fixtures/dates';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book, requestQuoteFrom, storedBooking, storedQuote } from '@test/support/fixtures/quotes';
import { storedSavedLeads } from '@test/support/fixtures/saved';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Until an admin verifies a company it may edit its profile and
 * calendar only. Every lead route answers 403 COMPANY_NOT_VERIFIED and no customer books it
 * or is offered its quotes.
 */

/** What an admin's "unverify" leaves in the table. */
async function setVerified(companyId: string, is_verified: boolean) {
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  await movingCompanyEntity().patch({ id: companyId }).set({ is_verified }).go();
}

describe('an unverified company', () => {
  it('gets 403 with the clear message on every lead route, writing nothing; profile and calendar stay open', async () => {
    const { company, user } = await companyWithUser({ is_verified: false });
    const { moveId } = await customerWithMove();
    const token = user.accessToken;
    const calls = [
      callRoute(routes.searchMoveRequests, { token, body: {} }),
      callRoute(routes.listMySavedLeads, { token }),
      callRoute(routes.saveLead, { token, body: { move_request_id: moveId } }),
      callRoute(routes.deleteSavedLead, { token, params: { id: moveId } }),
      callRoute(routes.deleteSavedLeadByBody, { token, body: { move_request_id: moveId } }),
      callRoute(routes.sendCompanyQuote, {
        token,
        body: { move_request_id: moveId, moving_company_id: company.id, price: 300 },
      }),
      callRoute(routes.findQuoteByMoveRequestId, { token, params: { id: moveId } }),
      callRoute(routes.listMyCompanyQuotes, { token }),
      callRoute(routes.getMoveRequest, { token, params: { id: moveId } }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(COMPANY_NOT_VERIFIED);
    }
    expect(await storedQuote(moveId, company.id)).toBeNull();
    expect(await storedSavedLeads(company.id)).toEqual([]);

    expect((await callRoute(routes.getMyMovingCompany, { token })).status).toBe(200);
    const day = dayFromToday(10);
    const calendar = await callRoute(routes.getAvailability, {
      token,
      params: { id: company.id },
      query: { start_date: day, end_date: day },
    });
    expect(calendar.status).toBe(200);
  });

  it('keeps a company unverified after quoting out of the customer view and unbookable', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove();
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    expect(
      (await callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body: { price: 900 } }))
        .status,
    ).toBe(200);
    await setVerified(company.id, false);

    const mine = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    const booked = await book(customer, id);
    expect(booked.status).toBe(400);
    expect(booked.body.error).toBe(COMPANY_NOT_BOOKABLE);
    expect(await storedBooking(customer.sub)).toBeNull();
    expect((await storedQuote(moveId, company.id))!.status).toBe('QUOTED');
    // Nor can it keep working the lead it had.
    const edit = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id },
      body: { price: 950 },
    });
    expect(edit.status).toBe(403);
  });
});
