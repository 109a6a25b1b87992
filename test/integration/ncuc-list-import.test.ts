import { beforeAll, describe, expect, it } from 'vitest';
import { notLicensedFor } from '@schemas/licences';
import { routes } from '@schemas/routes';
import { importNcucList } from '@functions/compliance/import-ncuc-list';
import { pdfTextLines } from '@functions/platform/pdf/pdf-text-lines';
import { callRoute } from '@test/support/api';
import { ncucListPdf } from '../../lib/local/ncuc-list-pdf';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { sendQuote } from '@test/support/fixtures/lead-tokens';
import { createTestLead, customerWithMove } from '@test/support/fixtures/moves';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { allMatches } from '@test/support/matches';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * The daily import of the NC Utilities Commission's carrier list (docs/compliance.md, Licences):
 * a verified company whose NCUC certificate the list no longer holds stops getting NC intrastate
 * moves at once, and the admin sees it. Exclusive: the job reads every company of the table.
 */

const [START, DAY] = [dayFromToday(560), dayFromToday(561)];
const FILLER = ['1234', '1187', '1302', '1466', '1590', '1733', '1881', '1904', '2041', '2078'];
/**
 * The list as the Commission publishes it (a PDF, read as the job reads it), with these
 * certificates, and those listed with the Commission's suspension note.
 */
async function listOf(certificates: string[], suspended: string[] = []): Promise<string[]> {
  // Once each, as the Commission lists a carrier (its heading's total counts each once too).
  const rows = [...new Set([...certificates, ...suspended])].map((certificate, index) => ({
    carrier: `Carrier ${index}`,
    docket: `T-${5000 + index}`,
    certificate,
    city: 'Raleigh',
    telephone: '(919) 555-0100',
    note: suspended.includes(certificate)
      ? 'Certificate temporarily suspended; authority has not yet been reinstated.'
      : undefined,
  }));
  return pdfTextLines(await ncucListPdf(rows, 'December 1, 2026'));
}

let admin: TestUser;
let kept: Awaited<ReturnType<typeof companyWithUser>>;
let lapsed: Awaited<ReturnType<typeof companyWithUser>>;
let suspended: Awaited<ReturnType<typeof companyWithUser>>;

/** The admin's vetting record with this NCUC certificate (and interstate authority). */
const vettingWith = (ncucCertificate: string) => ({
  hours_spent: 6,
  rating: 5,
  vetted_on: dayFromToday(0),
  usdot_number: '1234567',
  mc_number: '123456',
  authority_status: 'ACTIVE',
  ncuc_certificate: ncucCertificate,
  cargo_insurance_amount: 50_000,
  liability_insurance_amount: 1_000_000,
  cargo_insurance_expires_on: dayFromToday(300),
  liability_insurance_expires_on: dayFromToday(300),
});

/** A company the admin vetted with this certificate and verified, as in production. */
async function vettedCompany(name: string, ncucCertificate: string) {
  const created = await companyWithUser({ name, is_verified: false, licences: 'none' });
  const vetted = await callRoute(routes.putCompanyVetting, {
    token: admin.accessToken,
    params: { id: created.company.id },
    body: vettingWith(ncucCertificate),
  });
  expect(vetted.status, JSON.stringify(vetted.body)).toBe(200);
  const verified = await callRoute(routes.setCompanyVerification, {
    token: admin.accessToken,
    params: { id: created.company.id },
    body: { is_verified: true },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  await makeAvailable(created.company.id, [DAY]);
  return created;
}

beforeAll(async () => {
  admin = await createTestUser({ role: 'ADMIN', profile: true });
  [kept, lapsed, suspended] = await Promise.all([
    vettedCompany('Listed Carriers', 'C-4101'),
    vettedCompany('Unlisted Carriers', 'C-4102'),
    vettedCompany('Suspended Carriers', 'C-4103'),
  ]);
});

/** Every certificate verified companies hold now (this stack may hold other files' companies and the seed's). */
async function certificatesOnRecord(): Promise<string[]> {
  pointAtStack();
  const { listAllCompanies } = await import('@functions/core/data/company/moving-companies');
  return (await listAllCompanies()).flatMap((company) =>
    company.is_verified && company.vetting_facts?.ncuc_certificate ? [company.vetting_facts.ncuc_certificate] : [],
  );
}

const needsAttention = async () =>
  (await callRoute(routes.listNeedsAttention, { token: admin.accessToken })).body.licence_lapses;

describe('the NCUC list import', () => {
  it('drops nobody on a list too short to be the Commission’s', async () => {
    const result = await importNcucList(await listOf(['4101']), new Date());
    expect(result).toMatchObject({ skipped: 'list too short', dropped: [] });
  });

  it('takes NC intrastate moves from a company no longer listed at once, and tells the admin', async () => {
    const { customer } = await customerWithMove({ start: START, end: DAY });
    const matched = async () => (await allMatches(customer.accessToken)).map((match) => match.id);
    expect(await matched()).toEqual(expect.arrayContaining([kept.company.id, lapsed.company.id]));

    // The Commission's new list: every certificate on record but Unlisted Carriers', and one listed as suspended.
    const others = (await certificatesOnRecord()).filter((number) => number !== '4102' && number !== '4103');
    const list = await listOf([...FILLER, ...others], ['4103']);
    const result = await importNcucList(list, new Date());
    expect(result.skipped).toBeUndefined();
    expect(result.dropped).toEqual(
      expect.arrayContaining([
        { id: lapsed.company.id, name: 'Unlisted Carriers', certificate: 'C-4102' },
        { id: suspended.company.id, name: 'Suspended Carriers', certificate: 'C-4103' },
      ]),
    );
    expect(result.dropped).toHaveLength(2);

    const now = await matched();
    expect(now).toContain(kept.company.id);
    expect(now).not.toContain(lapsed.company.id);
    const page = await callRoute(routes.getMovingCompany, {
      token: customer.accessToken,
      params: { id: lapsed.company.id },
    });
    expect(page.body.vetting).toMatchObject({ ncuc_certificate: null });
    expect(await needsAttention()).toContainEqual({
      id: lapsed.company.id,
      name: 'Unlisted Carriers',
      is_verified: true,
      certificate: 'C-4102',
      unlisted_since: dayFromToday(0),
    });
    // Its quote on an NC move is refused now; interstate moves stay open to it.
    const lead = await createTestLead({ start: START, end: START });
    const refused = await sendQuote(lapsed.user, lead, lapsed.company.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(notLicensedFor('NC_INTRASTATE'));

    // The next day's run finds nothing more to drop.
    expect((await importNcucList(list, new Date())).dropped).toEqual([]);
  });

  it('leaves the list once the admin records the vetting again', async () => {
    const vetted = await callRoute(routes.putCompanyVetting, {
      token: admin.accessToken,
      params: { id: lapsed.company.id },
      body: vettingWith('C-4102'),
    });
    expect(vetted.status, JSON.stringify(vetted.body)).toBe(200);
    expect((await needsAttention()).map((lapse) => lapse.id)).not.toContain(lapsed.company.id);
  });
});
