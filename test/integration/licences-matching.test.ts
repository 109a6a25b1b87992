import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { notLicensedFor } from '@schemas/licences';
import { SearchMoveRequestsResponseSchema } from '@schemas/leads';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { sendQuote } from '@test/support/fixtures/lead-tokens';
import { createTestLead, customerWithMove } from '@test/support/fixtures/moves';
import type { TestUser } from '@test/support/fixtures/users';
import { allMatches } from '@test/support/matches';

/*
 * Licences decide matching (docs/compliance.md, Licences): an NC intrastate move goes only to
 * companies with an NCUC certificate, an interstate one (every NC-SC move) only to companies with
 * a USDOT number and active FMCSA authority. The same rule hides leads and refuses quotes.
 */

/** Days of this file only (another file's companies free on them do not change what is checked here). */
const [START, DAY, END] = [dayFromToday(530), dayFromToday(531), dayFromToday(532)];

let ncOnly: { company: { id: string }; user: TestUser };
let interstateOnly: { company: { id: string }; user: TestUser };
/** Two Columbia companies: one with an SC Class E certificate, one with interstate authority only. */
let classE: { company: { id: string } };
let scInterstateOnly: { company: { id: string } };

beforeAll(async () => {
  const columbia = { state: 'SC', city: 'Columbia', zip: '29201' };
  [ncOnly, interstateOnly, classE, scInterstateOnly] = await Promise.all([
    companyWithUser({ licences: { authority_status: 'NONE', mc_number: '', sc_class_e_certificate: '' } }),
    companyWithUser({ licences: { ncuc_certificate: '', sc_class_e_certificate: '' } }),
    companyWithUser({ ...columbia, licences: { authority_status: 'NONE', mc_number: '', ncuc_certificate: '' } }),
    companyWithUser({ ...columbia, licences: { ncuc_certificate: '', sc_class_e_certificate: '' } }),
  ]);
  await Promise.all(
    [ncOnly, interstateOnly, classE, scInterstateOnly].map(({ company }) => makeAvailable(company.id, [DAY])),
  );
});

/** The ids among a customer's matches that belong to this file's companies. */
async function matchedOf(customer: TestUser) {
  const mine = [ncOnly, interstateOnly, classE, scInterstateOnly].map(({ company }) => company.id);
  return (await allMatches(customer.accessToken)).map((match) => match.id).filter((id) => mine.includes(id));
}

describe('matching by licence', () => {
  it('offers an NC intrastate move to the NCUC certificate holder only', async () => {
    const { customer } = await customerWithMove({ start: START, end: END });
    expect(await matchedOf(customer)).toEqual([ncOnly.company.id]);
  });

  it('offers a move from Charlotte to Rock Hill (interstate) to the company with active authority only', async () => {
    const { customer } = await customerWithMove({
      start: START,
      end: END,
      from: { city: 'Charlotte', zip: '28202', state: 'NC' },
      to: { city: 'Rock Hill', zip: '29730', state: 'SC' },
    });
    expect(await matchedOf(customer)).toEqual([interstateOnly.company.id]);
  });

  it('offers an SC intrastate move (Columbia to Charleston) to the Class E holder only', async () => {
    const { customer } = await customerWithMove({
      start: START,
      end: END,
      from: { city: 'Columbia', zip: '29201', state: 'SC' },
      to: { city: 'Charleston', zip: '29401', state: 'SC' },
    });
    expect(await matchedOf(customer)).toEqual([classE.company.id]);
  });

  it('refuses a quote request to a company whose licences do not cover the move', async () => {
    const { customer, moveId } = await customerWithMove({ start: START, end: END });
    const refused = await callRoute(routes.requestQuote, {
      token: customer.accessToken,
      body: { move_request_id: moveId, moving_company_id: interstateOnly.company.id },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { rejected?: string[] }).rejected).toHaveLength(1);
  });
});

describe('leads and quotes by licence', () => {
  const city = `Licence ${ulid().slice(-8)}`;
  let intrastate: string;
  let interstate: string;

  beforeAll(async () => {
    [intrastate, interstate] = await Promise.all([
      createTestLead({ city, start: START, end: END }),
      createTestLead({ city, toCity: 'Rock Hill', toZip: '29730', toState: 'SC', start: START, end: END }),
    ]);
  });

  const leadsFound = async (user: TestUser) => {
    const answer = await callRoute(routes.searchMoveRequests, {
      token: user.accessToken,
      body: { fromLocation: { city }, toLocation: {}, limit: 20 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return SearchMoveRequestsResponseSchema.parse(answer.body).results.map((lead) => lead.id);
  };

  it('shows a company only the leads its licences cover', async () => {
    expect(await leadsFound(ncOnly.user)).toEqual([intrastate]);
    expect(await leadsFound(interstateOnly.user)).toEqual([interstate]);
  });

  it('refuses (403, with what the move needs) a quote on a move the licences do not cover, and stores none', async () => {
    const refused = await sendQuote(ncOnly.user, interstate, ncOnly.company.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(notLicensedFor('INTERSTATE'));
    const mine = await callRoute(routes.findQuoteByMoveRequestId, {
      token: ncOnly.user.accessToken,
      params: { id: interstate },
    });
    expect(mine.status).toBe(404);

    const accepted = await sendQuote(ncOnly.user, intrastate, ncOnly.company.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });
});
