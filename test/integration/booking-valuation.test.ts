import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { RELEASE_STATEMENT, VALUATION_MESSAGES } from '@schemas/valuation';
import { ACKNOWLEDGEMENT_MESSAGES, MOVE_DOCUMENTS } from '@schemas/move-documents';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import type { TestMoveInput } from '@test/support/fixtures/moves';
import { bookingChoice, caseyJonesAsks, storedBooking, storedQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';

/*
 * The documents a customer acknowledges and the valuation they choose at booking
 * (docs/compliance.md, Documents and Valuation). The valuation is offered by the
 * move's rules and the quote, required for every booking, released value only with the typed
 * name under the release statement; the choice and its price go into the terms snapshot and
 * the most the customer can be billed.
 */

/** A day of this file only. */
const DAY = dayFromToday(561);
const CHARLOTTE_TO_ROCK_HILL: TestMoveInput = {
  from: { city: 'Charlotte', zip: '28202', state: 'NC' },
  to: { city: 'Rock Hill', zip: '29730', state: 'SC' },
};
const COLUMBIA_TO_CHARLESTON: TestMoveInput = {
  from: { city: 'Columbia', zip: '29201', state: 'SC' },
  to: { city: 'Charleston', zip: '29401', state: 'SC' },
};

/** A customer (Casey Jones) with a move and one company's quote of it: an estimate, or a price only. */
async function quotedMove(move: TestMoveInput, quote: 'estimate' | 'price only', companyAt: object = {}) {
  const seller = await companyWithUser(companyAt);
  const { customer, moveId, quoteId } = await caseyJonesAsks(seller.company.id, DAY, move);
  const content = quote === 'estimate' ? { estimate: bindingEstimate() } : { price: 1_500 };
  const sent = await callRoute(routes.sendCompanyQuote, {
    token: seller.user.accessToken,
    body: { move_request_id: moveId, moving_company_id: seller.company.id, ...content },
  });
  expect(sent.status).toBe(200);
  return { ...seller, customer, moveId, quoteId };
}

const book = (customer: TestUser, quoteId: string, body: Record<string, unknown>) =>
  callRoute(routes.bookQuote, { token: customer.accessToken, params: { id: quoteId }, body });

async function expectNotBooked(lead: Awaited<ReturnType<typeof quotedMove>>) {
  expect((await storedQuote(lead.moveId, lead.company.id))?.status).toBe('QUOTED');
  expect(await storedBooking(lead.customer.sub)).toBeNull();
}

describe('the valuation chosen at booking', () => {
  it('refuses a booking without a valuation, or released value without the customer’s own name, and writes nothing', async () => {
    const lead = await quotedMove({}, 'estimate');
    const { valuation: _default, ...choice } = await bookingChoice(lead.quoteId);
    const missing = await book(lead.customer, lead.quoteId, choice);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(VALUATION_MESSAGES.choose);
    const unsigned = await book(lead.customer, lead.quoteId, { ...choice, valuation: { option: 'RELEASED' } });
    expect(unsigned).toMatchObject({ status: 400, body: { error: VALUATION_MESSAGES.signatureRequired } });
    const someoneElse = await book(lead.customer, lead.quoteId, {
      ...choice,
      valuation: { option: 'RELEASED', released_signature: 'Jamie Smith' },
    });
    expect(someoneElse).toMatchObject({
      status: 400,
      body: { error: VALUATION_MESSAGES.signatureMismatch('Casey Jones') },
    });
    await expectNotBooked(lead);
  });

  it('NC intrastate: offers both, books full value at the quote’s price into the snapshot and the most billed', async () => {
    const lead = await quotedMove({}, 'estimate');
    const days = await callRoute(routes.getBookableDays, {
      token: lead.customer.accessToken,
      params: { id: lead.quoteId },
    });
    expect(days.body.valuation).toMatchObject({
      full_value: { price: 180, included_in_price: false, minimum_per_lb: 4 },
      default_option: 'FULL_VALUE',
      release_waives_default: false,
    });
    const choice = await bookingChoice(lead.quoteId, { valuation: { option: 'FULL_VALUE' } });
    expect((await book(lead.customer, lead.quoteId, choice)).status).toBe(200);
    for (const viewer of [lead.customer, lead.user]) {
      const seen = await callRoute(routes.getBooking, { token: viewer.accessToken, params: { id: lead.quoteId } });
      expect(seen.body).toMatchObject({
        terms: { price: 2_600, valuation: { option: 'FULL_VALUE', price: 180, release: null } },
        agreed_total: 2_780,
        highest_final_price: 2_780,
      });
    }
  });

  it('interstate (Charlotte to Rock Hill): released value, signed, keeps the statement’s version and time', async () => {
    const lead = await quotedMove(CHARLOTTE_TO_ROCK_HILL, 'price only');
    const days = await callRoute(routes.getBookableDays, {
      token: lead.customer.accessToken,
      params: { id: lead.quoteId },
    });
    expect(days.body.valuation).toMatchObject({
      full_value: { price: 0, included_in_price: true },
      default_option: 'FULL_VALUE',
      release_waives_default: true,
    });
    const before = Date.now();
    const choice = await bookingChoice(lead.quoteId, {
      valuation: { option: 'RELEASED', released_signature: 'casey jones' },
    });
    expect((await book(lead.customer, lead.quoteId, choice)).status).toBe(200);
    const seen = await callRoute(routes.getBooking, {
      token: lead.user.accessToken,
      params: { id: lead.quoteId },
    });
    const valuation = seen.body.terms.valuation!;
    expect(valuation).toMatchObject({
      option: 'RELEASED',
      price: 0,
      release: { typed_name: 'casey jones', statement_version: RELEASE_STATEMENT.version },
    });
    expect(Date.parse(valuation.release!.signed_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(seen.body).toMatchObject({ agreed_total: 1_500, highest_final_price: 1_500 });
  });

  it('SC intrastate with no full value offered: full value is refused, released value is the one choice', async () => {
    const lead = await quotedMove(COLUMBIA_TO_CHARLESTON, 'price only', {
      state: 'SC',
      city: 'Columbia',
      zip: '29201',
    });
    const choice = await bookingChoice(lead.quoteId);
    expect(choice.valuation).toEqual({ option: 'RELEASED', released_signature: 'Casey Jones' });
    const refused = await book(lead.customer, lead.quoteId, { ...choice, valuation: { option: 'FULL_VALUE' } });
    expect(refused).toMatchObject({ status: 400, body: { error: VALUATION_MESSAGES.fullValueNotOffered } });
    await expectNotBooked(lead);
    expect((await book(lead.customer, lead.quoteId, choice)).status).toBe(200);
  });
});

describe('the documents acknowledged at booking', () => {
  it('lists the regime’s documents with the free days and refuses a booking until all are acknowledged', async () => {
    const lead = await quotedMove({}, 'price only');
    const days = await callRoute(routes.getBookableDays, {
      token: lead.customer.accessToken,
      params: { id: lead.quoteId },
    });
    expect(days.body.documents.map((doc) => doc.id)).toEqual(['NCUC_MOVING_101', 'NC_COMPLAINTS']);
    const choice = await bookingChoice(lead.quoteId);
    const refused = await book(lead.customer, lead.quoteId, { ...choice, acknowledged_documents: ['NC_COMPLAINTS'] });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: ACKNOWLEDGEMENT_MESSAGES.missing([MOVE_DOCUMENTS.NCUC_MOVING_101.title]) },
    });
    const none = await book(lead.customer, lead.quoteId, { ...choice, acknowledged_documents: undefined });
    expect(none.status).toBe(400);
    await expectNotBooked(lead);
  });

  it('keeps which documents, which versions and when in the booking’s snapshot (interstate: FMCSA’s three)', async () => {
    const lead = await quotedMove(CHARLOTTE_TO_ROCK_HILL, 'estimate');
    const before = Date.now();
    expect((await book(lead.customer, lead.quoteId, await bookingChoice(lead.quoteId))).status).toBe(200);
    const seen = await callRoute(routes.getBooking, { token: lead.user.accessToken, params: { id: lead.quoteId } });
    const acknowledged = seen.body.terms.acknowledgements!;
    expect(acknowledged.map(({ id, version }) => ({ id, version }))).toEqual(
      (['FMCSA_RIGHTS_AND_RESPONSIBILITIES', 'FMCSA_READY_TO_MOVE', 'FMCSA_COMPLAINTS_AND_ARBITRATION'] as const).map(
        (id) => ({ id, version: MOVE_DOCUMENTS[id].version }),
      ),
    );
    for (const { acknowledged_at } of acknowledged)
      expect(Date.parse(acknowledged_at)).toBeGreaterThanOrEqual(before - 1_000);
  });
});
