import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { dayFromToday } from '@test/support/fixtures/dates';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { createTestLead } from '@test/support/fixtures/moves';
import { pointAtStack } from '@test/support/point-at-stack';
import type { TestUser } from '@test/support/fixtures/users';

/*
 * GET /api/lead-demand: what a company sees of the demand before it pays. The company's base is
 * Hayesville (far west NC, where no other test files leads) with a 25-mile radius, so the
 * count is exactly the leads filed here.
 */

const demand = (user: TestUser) => callRoute(routes.getLeadDemand, { token: user.accessToken });

async function hayesvilleCompany(plan: 'monthly' | 'none') {
  const { company, user } = await companyWithUser({ plan });
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  await movingCompanyEntity()
    .patch({ id: company.id })
    .set({ city: 'Hayesville', zip: '28904', service_radius: '25', serves_out_of_state: false })
    .go();
  return { company, user };
}

describe('GET /api/lead-demand', () => {
  it('counts the open leads of the next 30 days in the service area and shows them without anything that identifies them', async () => {
    const { user } = await hayesvilleCompany('none');
    const near = { city: 'Hayesville', zip: '28904' };
    const shown = await createTestLead({
      ...near,
      toCity: 'Asheville',
      toZip: '28801',
      start: dayFromToday(10),
      end: dayFromToday(12),
      bedrooms: 3,
      squareFeet: 1800,
    });
    const secondShown = await createTestLead({
      city: 'Murphy',
      zip: '28906',
      toCity: 'Charlotte',
      toZip: '28202',
      start: dayFromToday(20),
      end: dayFromToday(20),
      squareFeet: null,
    });
    // Not counted: after the window, open only to chosen companies, outside the radius.
    const hidden = [
      await createTestLead({ ...near, start: dayFromToday(45), end: dayFromToday(46) }),
      await createTestLead({ ...near, start: dayFromToday(5), end: dayFromToday(5), onlyChosen: true }),
      await createTestLead({ city: 'Raleigh', zip: '27601', start: dayFromToday(5), end: dayFromToday(5) }),
    ];
    const answer = await demand(user);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      window: { start: dayFromToday(0), end: dayFromToday(30) },
      open_leads: 2,
      at_least: false,
      leads: [
        {
          start_date: dayFromToday(10),
          end_date: dayFromToday(12),
          from: { city: 'Hayesville', state: 'NC' },
          to: { city: 'Asheville', state: 'NC' },
          bedrooms: 3,
          square_feet: 1800,
        },
        {
          start_date: dayFromToday(20),
          end_date: dayFromToday(20),
          from: { city: 'Murphy', state: 'NC' },
          to: { city: 'Charlotte', state: 'NC' },
          bedrooms: 2,
          square_feet: null,
        },
      ],
    });
    // Nothing that opens a lead or reaches a customer: no ids, customers, streets or ZIP codes.
    const text = JSON.stringify(answer.body);
    for (const secret of [shown, secondShown, ...hidden, `customer-${shown}`, '1 Main St', '28904', '28906', '28801'])
      expect(text).not.toContain(secret);
  });

  it('answers a company on a plan too, and 0 where nothing is open', async () => {
    const { user } = await hayesvilleCompany('monthly');
    expect((await demand(user)).status).toBe(200);
    // A 25-mile radius around Manteo on the Outer Banks, where no test files leads.
    const { company, user: lonely } = await companyWithUser({ plan: 'none' });
    pointAtStack();
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    await movingCompanyEntity().patch({ id: company.id }).set({ zip: '27954', service_radius: '25' }).go();
    expect((await demand(lonely)).body).toMatchObject({ open_leads: 0, at_least: false, leads: [] });
  });
});
