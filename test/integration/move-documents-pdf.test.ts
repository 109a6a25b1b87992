import { describe, expect, it } from 'vitest';
import { BILL_OF_LADING_MESSAGES } from '@schemas/move-documents';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { hourlyEstimate } from '@test/support/fixtures/estimates';
import type { TestMoveInput } from '@test/support/fixtures/moves';
import { book, caseyJonesAsks } from '@test/support/fixtures/quotes';
import { pdfTextLines } from '@test/support/pdf-text';

/*
 * The documents MoveMatch generates (docs/compliance.md, Documents): the estimate as a PDF with its
 * type on its face and the carrier's numbers, and the bill of lading of an interstate booking from
 * its terms as booked, with the most due at delivery.
 */

/** A day of this file only. */
const DAY = dayFromToday(566);
const CHARLOTTE_TO_ROCK_HILL: TestMoveInput = {
  from: { city: 'Charlotte', zip: '28202', state: 'NC' },
  to: { city: 'Rock Hill', zip: '29730', state: 'SC' },
};

/** Casey Jones's move and a company's hourly estimate of it (2 movers x 5-7 h x $65 + $100: $750 to $1,010). */
async function hourlyQuote(move: TestMoveInput = CHARLOTTE_TO_ROCK_HILL) {
  const seller = await companyWithUser();
  const { customer, moveId, quoteId } = await caseyJonesAsks(seller.company.id, DAY, move);
  const pending = await callRoute(routes.getEstimatePdf, { token: customer.accessToken, params: { id: quoteId } });
  const sent = await callRoute(routes.sendCompanyQuote, {
    token: seller.user.accessToken,
    body: { move_request_id: moveId, moving_company_id: seller.company.id, estimate: hourlyEstimate() },
  });
  expect(sent.status).toBe(200);
  return { ...seller, customer, moveId, quoteId, pending };
}

describe('the estimate as a PDF', () => {
  it('states its type on its face and the carrier’s numbers, for the customer and the company, nobody else', async () => {
    const quote = await hourlyQuote();
    expect(quote.pending.status).toBe(409);
    const mine = await callRoute(routes.getEstimatePdf, {
      token: quote.customer.accessToken,
      params: { id: quote.quoteId },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ filename: `estimate-${quote.quoteId}.pdf`, content_type: 'application/pdf' });
    const lines = await pdfTextLines(mine.body.data_base64);
    expect(lines[0]).toBe('NON-BINDING HOURLY ESTIMATE');
    expect(lines).toContain(quote.company.name);
    expect(lines).toContain('NCUC C-1234 · SC Class E 5678 · USDOT 1234567 · MC-123456');
    expect(lines).toContain('Customer: Casey Jones');
    expect(lines).toContain('Rules: Interstate (federal FMCSA rules)');
    expect(lines).toContain('Price: $750–$1,010');
    expect(lines).toContain('Most you can be billed: $1,111');
    // The company reads the customer's first name only until the move is booked.
    const theirs = await callRoute(routes.getEstimatePdf, {
      token: quote.user.accessToken,
      params: { id: quote.quoteId },
    });
    expect(await pdfTextLines(theirs.body.data_base64)).toContain('Customer: Casey');
    const stranger = await companyWithUser();
    expect(
      (await callRoute(routes.getEstimatePdf, { token: stranger.user.accessToken, params: { id: quote.quoteId } }))
        .status,
    ).toBe(404);
  });
});

describe('the bill of lading of an interstate booking', () => {
  it('is generated from the terms as booked, with the valuation, the documents read and the most due at delivery', async () => {
    const quote = await hourlyQuote();
    expect((await book(quote.customer, quote.quoteId)).status).toBe(200);
    for (const viewer of [quote.customer, quote.user]) {
      const answer = await callRoute(routes.getBillOfLading, {
        token: viewer.accessToken,
        params: { id: quote.quoteId },
      });
      expect(answer.status).toBe(200);
      const lines = await pdfTextLines(answer.body.data_base64);
      expect(lines[0]).toBe('Bill of lading: interstate household goods move');
      expect(lines).toContain('NCUC C-1234 · SC Class E 5678 · USDOT 1234567 · MC-123456');
      expect(lines.some((line) => line.startsWith('Casey Jones, '))).toBe(true);
      expect(lines).toContain('Full value protection, included in the price');
      // 110 % of the high end, the federal limit at delivery (49 CFR 375.407).
      expect(lines).toContain('Maximum amount due at delivery: $1,111');
      expect(lines.some((line) => line.startsWith('Your Rights and Responsibilities When You Move ('))).toBe(true);
    }
  });

  it('is refused for a move within one state, with the reason', async () => {
    const quote = await hourlyQuote({});
    expect((await book(quote.customer, quote.quoteId)).status).toBe(200);
    const answer = await callRoute(routes.getBillOfLading, {
      token: quote.customer.accessToken,
      params: { id: quote.quoteId },
    });
    expect(answer).toMatchObject({ status: 409, body: { error: BILL_OF_LADING_MESSAGES.interstateOnly } });
  });
});
