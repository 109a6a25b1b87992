import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { TRUST_MESSAGES } from '@schemas/trust-facts';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { createTestCompany } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestUser, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/*
 * Trust facts people can check (docs/admin.md, Trust facts): a verified company's DOT number is
 * changed by MoveMatch only, an admin's change re-records the vetting, the admin's 'Needs
 * attention' list of insurance certificates expired or expiring within 14 days, and the daily
 * job's e-mail 14 days ahead, once. The job runs here with an injected `now`.
 */

let admin: TestUser;
let customer: TestUser;
let expiryJob: typeof import('@functions/notifications/send-insurance-expiry-emails');
let vettings: typeof import('@functions/core/data/company/company-vetting');
let companies: typeof import('@functions/core/data/company/moving-companies');

beforeAll(async () => {
  pointAtStack();
  const stack = currentStack();
  Object.assign(process.env, { SES_ENDPOINT: `http://127.0.0.1:${stack.inboxPort}`, APP_ORIGIN: stack.webUrl });
  [admin, customer] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true, firstName: 'Tru', lastName: 'Stee' }),
    createTestUser({ role: 'MOVER', profile: true }),
  ]);
  expiryJob = await import('@functions/notifications/send-insurance-expiry-emails');
  vettings = await import('@functions/core/data/company/company-vetting');
  companies = await import('@functions/core/data/company/moving-companies');
});

const DAY = 24 * 60 * 60 * 1000;
const record = (cargo: string, liability: string, usdot = '123456789') => ({
  hours_spent: 6,
  rating: 5,
  vetted_on: dayFromToday(-2),
  usdot_number: usdot,
  mc_number: 'MC-612345',
  cargo_insurance_expires_on: cargo,
  liability_insurance_expires_on: liability,
});
const vet = (id: string, body: ReturnType<typeof record>) =>
  callRoute(routes.putCompanyVetting, { token: admin.accessToken, params: { id }, body });
const adminGet = (id: string) => callRoute(routes.getAdminMovingCompany, { token: admin.accessToken, params: { id } });
const patch = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateMovingCompany, { token: user.accessToken, params: { id }, body });
const attention = () => callRoute(routes.listNeedsAttention, { token: admin.accessToken });

async function givenDotNumber(companyId: string, dotNumber: string) {
  await companies.movingCompanyEntity().patch({ id: companyId }).set({ dot_number: dotNumber }).go();
}

describe('the company DOT number after verification', () => {
  it('a verified company cannot change it (400, nothing stored); the same number still saves', async () => {
    const { company, user } = await companyWithUser();
    await givenDotNumber(company.id, '222333444');

    const refused = await patch(user, company.id, { dot_number: '999888777', city: 'Durham' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(TRUST_MESSAGES.dotLocked);
    expect(refused.body.fields).toEqual({ dot_number: TRUST_MESSAGES.dotLocked });
    const stored = await companies.findCompany(company.id, { consistent: true });
    expect(stored).toMatchObject({ dot_number: '222333444', city: 'Raleigh' });

    const same = await patch(user, company.id, { dot_number: '222333444', city: 'Durham' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ dot_number: '222333444', city: 'Durham' });
  });

  it('an unverified company still changes its own', async () => {
    const company = await createTestCompany({ is_verified: false });
    const user = await createCompanyUser(company.id);
    const answer = await patch(user, company.id, { dot_number: '555666777' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.dot_number).toBe('555666777');
  });

  it("an admin's change re-records the vetting: its USDOT number follows, with who and when", async () => {
    const created = await callRoute(routes.createMovingCompany, {
      token: admin.accessToken,
      body: { name: `Trust Movers ${uniqueEmail()}`, email: uniqueEmail('trustco'), dot_number: '123456789' },
    });
    const id = created.body.id;
    expect((await vet(id, record(dayFromToday(100), dayFromToday(120)))).status).toBe(200);
    expect(
      (
        await callRoute(routes.setCompanyVerification, {
          token: admin.accessToken,
          params: { id },
          body: { is_verified: true },
        })
      ).status,
    ).toBe(200);

    const before = Date.now();
    const changed = await patch(admin, id, { dot_number: '987654321' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const vetting = (await adminGet(id)).body.vetting!;
    expect(vetting.usdot_number).toBe('987654321');
    expect(vetting.usdot_changed?.by).toEqual({ id: admin.sub, name: 'Tru Stee' });
    expect(Date.parse(vetting.usdot_changed!.at)).toBeGreaterThanOrEqual(before - 1000);
    // Still verified, the rest of the record as it was.
    expect(vetting).toMatchObject({ hours_spent: 6, rating: 5, mc_number: '612345', meets_bar: true });
    expect((await adminGet(id)).body.is_verified).toBe(true);

    // Re-vetting with the same number keeps the change on record.
    const revetted = await vet(id, record(dayFromToday(100), dayFromToday(120), '987654321'));
    expect(revetted.body.vetting?.usdot_changed?.by.id).toBe(admin.sub);
  });

  it("an admin's change of a company without a vetting record writes the company alone", async () => {
    const company = await createTestCompany({ is_verified: false });
    const answer = await patch(admin, company.id, { dot_number: '444555666' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await adminGet(company.id)).body).toMatchObject({ dot_number: '444555666', vetting: null });
  });
});

describe('GET /admin/needs-attention', () => {
  it('lists the companies whose insurance has expired or expires within 14 days, soonest first, and not others', async () => {
    const [expired, expiring, lastDay, later, renewed] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => createTestCompany()),
    );
    await vet(expired.id, record(dayFromToday(-2), dayFromToday(90)));
    await vet(expiring.id, record(dayFromToday(200), dayFromToday(6)));
    await vet(lastDay.id, record(dayFromToday(14), dayFromToday(14)));
    await vet(later.id, record(dayFromToday(15), dayFromToday(40)));
    await vet(renewed.id, record(dayFromToday(-5), dayFromToday(-5)));
    await vet(renewed.id, record(dayFromToday(300), dayFromToday(300)));

    const answer = await attention();
    expect(answer.status).toBe(200);
    expect(answer.body.through).toBe(dayFromToday(14));
    const ours = answer.body.companies.filter((c) =>
      [expired.id, expiring.id, lastDay.id, later.id, renewed.id].includes(c.id),
    );
    expect(ours).toEqual([
      {
        id: expired.id,
        name: expired.name,
        is_verified: true,
        insurance_expires_on: dayFromToday(-2),
        cargo_insurance_expires_on: dayFromToday(-2),
        liability_insurance_expires_on: dayFromToday(90),
        expired: true,
      },
      expect.objectContaining({ id: expiring.id, insurance_expires_on: dayFromToday(6), expired: false }),
      expect.objectContaining({ id: lastDay.id, insurance_expires_on: dayFromToday(14), expired: false }),
    ]);
    // Nothing was unverified by it.
    expect((await adminGet(expired.id)).body.is_verified).toBe(true);
  });

  it('reads records written before the insurance days existed (none listed, the admin form still loads)', async () => {
    const company = await createTestCompany();
    await vettings
      .companyVettingEntity()
      .put({
        moving_company_id: company.id,
        hours_spent: 6,
        rating: 5,
        vetted_on: dayFromToday(-400),
        usdot_number: '123123123',
        vetted_by_id: admin.sub,
        vetted_by_name: 'Tru Stee',
        updated_at: new Date().toISOString(),
      })
      .go();
    const form = await adminGet(company.id);
    expect(form.status).toBe(200);
    expect(form.body.vetting).toMatchObject({
      mc_number: null,
      cargo_insurance_expires_on: null,
      liability_insurance_expires_on: null,
      usdot_changed: null,
    });
    expect((await attention()).body.companies.some((c) => c.id === company.id)).toBe(false);
  });

  it('refuses customers and companies (403)', async () => {
    const { user } = await companyWithUser();
    for (const caller of [customer, user])
      expect((await callRoute(routes.listNeedsAttention, { token: caller.accessToken })).status).toBe(403);
  });
});

describe('the insurance expiry e-mail', () => {
  const mailsTo = async (to: string) =>
    (await readInbox(currentStack().inboxPort)).filter(
      (e) => e.destination.to.includes(to) && e.subject.startsWith('Your insurance certificate expires on'),
    );

  it('goes to each of the company’s users once, 14 days before the earlier certificate expires, even over two runs', async () => {
    const { company, user } = await companyWithUser({ firstName: 'Ina' });
    const colleague = await createCompanyUser(company.id, { firstName: 'Col' });
    // Expires in 100 days: the clock is moved, not waited on.
    await vet(company.id, record(dayFromToday(130), dayFromToday(100)));

    await expiryJob.sendInsuranceExpiryEmails(new Date(Date.now() + 85 * DAY));
    expect(await mailsTo(user.email)).toHaveLength(0);

    const due = new Date(Date.now() + 86 * DAY + 12 * 60 * 60 * 1000);
    await Promise.all([expiryJob.sendInsuranceExpiryEmails(due), expiryJob.sendInsuranceExpiryEmails(due)]);
    await expiryJob.sendInsuranceExpiryEmails(new Date(Date.now() + 95 * DAY));

    for (const to of [user, colleague]) {
      const mails = await mailsTo(to.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].body.text).toContain('liability: ');
    }
    expect((await vettings.findVetting(company.id))?.insurance_reminded_for).toBe(dayFromToday(100));
  });

  it('a re-vetting with the same expiry sends nothing new; a renewed certificate is e-mailed about in its turn', async () => {
    const { company, user } = await companyWithUser();
    await vet(company.id, record(dayFromToday(50), dayFromToday(50)));
    const first = new Date(Date.now() + 40 * DAY);
    await expiryJob.sendInsuranceExpiryEmails(first);
    await vet(company.id, { ...record(dayFromToday(50), dayFromToday(50)), hours_spent: 7 });
    await expiryJob.sendInsuranceExpiryEmails(first);
    expect(await mailsTo(user.email)).toHaveLength(1);

    await vet(company.id, record(dayFromToday(400), dayFromToday(410)));
    await expiryJob.sendInsuranceExpiryEmails(new Date(Date.now() + 390 * DAY));
    expect(await mailsTo(user.email)).toHaveLength(2);
  });
});
