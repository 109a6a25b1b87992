import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany } from '@test/support/fixtures/companies';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { book, customerWithQuotes, quoted } from '@test/support/fixtures/quotes';
import { saveLead } from '@test/support/fixtures/saved';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/** GET /api/move-request/{id} for companies: only those that quoted or saved the move, first name only until booked. */

const read = (user: TestUser, id: string) =>
  callRoute(routes.getMoveRequest, { token: user.accessToken, params: { id } });

describe('GET /api/move-request/{id} for moving companies', () => {
  it('shows the quoting company the first name only, and last name and e-mail once its quote is BOOKED', async () => {
    const f = await customerWithQuotes(2, { lastName: 'Hidden' });
    const [mine, other] = [await createCompanyUser(f.companies[0].id), await createCompanyUser(f.companies[1].id)];
    await quoted(f, 0);

    const before = await read(mine, f.moveId);
    expect(before.status).toBe(200);
    expect(before.body.id).toBe(f.moveId);
    expect(before.body.user).toEqual({ firstName: 'Casey', lastName: null, email: null });
    // Street addresses are contact detail too: cities and zips only before booking.
    expect(before.body.move_request_from.address).toBeNull();
    expect(before.body.move_request_to.address).toBeNull();
    expect(before.body.move_request_from.city).toBeTruthy();
    expect(JSON.stringify(before.body)).not.toContain('Hidden');
    expect(JSON.stringify(before.body)).not.toContain(f.customer.email);

    expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
    const after = await read(mine, f.moveId);
    expect(after.status).toBe(200);
    expect(after.body.user).toEqual({ firstName: 'Casey', lastName: 'Hidden', email: f.customer.email });
    expect(after.body.move_request_from.address).toEqual(expect.any(String));
    // The other company's quote is not booked: still first name only.
    expect((await read(other, f.moveId)).body.user).toEqual({ firstName: 'Casey', lastName: null, email: null });
  });

  it('lets a company that saved the lead read it (company view)', async () => {
    const f = await customerWithQuotes(1, { lastName: 'Hidden' });
    const company = await createTestCompany();
    const user = await createCompanyUser(company.id);
    expect((await read(user, f.moveId)).status).toBe(404);
    await saveLead(company.id, f.moveId, user.sub);
    const answer = await read(user, f.moveId);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({ firstName: 'Casey', lastName: null, email: null });
  });

  it('answers 404 to companies without a quote or saved lead, company users without a company and other customers', async () => {
    const f = await customerWithQuotes(1);
    const stranger = await createCompanyUser((await createTestCompany()).id);
    const unlinked = await createCompanyUser();
    const otherCustomer = await createTestUser({ role: 'MOVER', profile: true });
    for (const caller of [stranger, unlinked, otherCustomer]) {
      const answer = await read(caller, f.moveId);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Move request not found');
    }
    // The owner and admins still get the full view.
    expect((await read(f.customer, f.moveId)).body.user!.lastName).toBe('Customer');
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    expect((await read(admin, f.moveId)).body.user!.email).toBe(f.customer.email);
  });
});
