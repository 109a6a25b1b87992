import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NCUC_LIST_MIN_CARRIERS, ncucCertificatesListed } from '@functions/compliance/ncuc-list';
import { SEED_COMPANIES } from '../../../lib/local/seed/companies';
import { COMPANIES_AWAITING_VETTING } from '../../../lib/local/seed/companies-awaiting-vetting';
import { seedLicences } from '../../../lib/local/seed/seed-vetting';

const fixture = readFileSync(
  new URL('../../../lib/local/fixtures/ncuc-household-goods-carriers.txt', import.meta.url),
  'utf8',
);

describe("the NCUC's list of certificated carriers", () => {
  it('reads each carrier line’s certificate number, and nothing from the headings and notes', () => {
    const listed = ncucCertificatesListed(
      [
        'NORTH CAROLINA UTILITIES COMMISSION',
        'Certificate    Carrier                 City',
        'C-2041         Tar Heel Moving Co.     Raleigh     (919) 555-0101',
        'c-0777         Old Number Movers       Cary',
        'C 1301         Spaced Movers           Apex',
        'Call C-9999 for help',
        'C-12           ',
      ].join('\r\n'),
    );
    expect([...listed]).toEqual(['2041', '777', '1301']);
  });

  it("the local list holds every seed company's certificate, so a fresh start drops none", () => {
    const listed = ncucCertificatesListed(fixture);
    expect(listed.size).toBe(18);
    expect(listed.size).toBeGreaterThanOrEqual(NCUC_LIST_MIN_CARRIERS);
    const seeded = SEED_COMPANIES.filter((company) => company.is_verified).flatMap((company, index) => {
      const certificate = seedLicences(company, index, '1').ncuc_certificate;
      return certificate ? [certificate] : [];
    });
    expect(seeded.length).toBeGreaterThan(8);
    for (const certificate of [...seeded, '3187']) expect(listed.has(certificate), certificate).toBe(true);
    expect(COMPANIES_AWAITING_VETTING[0].name).toBe('Sandhills Moving Co.'); // its begun record holds C-3187
  });
});
