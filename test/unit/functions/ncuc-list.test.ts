import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NCUC_LIST_MIN_CARRIERS, ncucListRefusal, parseNcucList, readNcucList } from '@functions/compliance/ncuc-list';
import { NCUC_LOCAL_LIST, NCUC_LOCAL_LIST_REVISED } from '../../../lib/local/fixtures/ncuc-carriers';
import { writeNcucListPdf } from '../../../lib/local/ncuc-list-pdf';
import { SEED_COMPANIES } from '../../../lib/local/seed/companies';
import { COMPANIES_AWAITING_VETTING } from '../../../lib/local/seed/companies-awaiting-vetting';
import { seedLicences } from '../../../lib/local/seed/seed-vetting';

const HEADING = 'Revised November 3, 2026 – 12 Total Number of Certified Household Goods Carriers';
const folder = mkdtempSync(join(tmpdir(), 'ncuc-list-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("reading the NCUC's list of certificated carriers", () => {
  it('reads each row’s certificate, the heading’s total and date, and the suspension notes', () => {
    const list = parseNcucList([
      'NORTH CAROLINA UTILITIES COMMISSION',
      HEADING,
      'Carrier  Docket No.  Certificate No.  City',
      'Tar Heel Moving Co.  T-4449  C-2041  Raleigh',
      'Old Number Movers  T-0101  c-0777  Cary',
      'Spaced Movers  T-4500  C- 1301  Apex',
      'Coastal Movers  T-4501  C-1402  Wilmington',
      "   Certificate temporarily suspended at carrier's request;",
      '   authority has not yet been reinstated.',
      'Renamed Movers (formerly C-1111)  T-4502  C-1503  Boone',
      'C-12',
    ]);
    expect([...list.listed]).toEqual(['2041', '777', '1301', '1503', '12']);
    expect([...list.notAuthorized]).toEqual(['1402']);
    expect(list).toMatchObject({ announced: 12, revised: 'November 3, 2026' });
  });

  it('refuses a list too short, without its heading, or far below the total it announces', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => `Carrier ${i}  T-${i}  C-${1000 + i}`);
    expect(ncucListRefusal(parseNcucList([HEADING, ...rows(12)]))).toBeNull();
    expect(ncucListRefusal(parseNcucList([HEADING, ...rows(NCUC_LIST_MIN_CARRIERS - 1)]))).toBe('list too short');
    expect(ncucListRefusal(parseNcucList(rows(12)))).toBe('list unreadable');
    // 10 of 12 read: under 90 %, the layout was misread somewhere.
    expect(ncucListRefusal(parseNcucList([HEADING, ...rows(10)]))).toBe('list unreadable');
  });

  it("reads the list from its PDF, and the local list holds every seed company's certificate", async () => {
    const path = join(folder, 'carriers.pdf');
    await writeNcucListPdf(path, NCUC_LOCAL_LIST, NCUC_LOCAL_LIST_REVISED);
    const list = parseNcucList(await readNcucList(pathToFileURL(path).href));
    expect(ncucListRefusal(list)).toBeNull();
    expect(list).toMatchObject({ announced: 18, revised: NCUC_LOCAL_LIST_REVISED });
    expect(list.listed.size).toBe(17);
    expect([...list.notAuthorized]).toEqual(['1466']); // Outer Banks, listed as suspended
    const seeded = SEED_COMPANIES.filter((company) => company.is_verified).flatMap((company, index) => {
      const certificate = seedLicences(company, index, '1').ncuc_certificate;
      return certificate ? [certificate] : [];
    });
    expect(seeded.length).toBeGreaterThan(8);
    for (const certificate of [...seeded, '3187']) expect(list.listed.has(certificate), certificate).toBe(true);
    expect(COMPANIES_AWAITING_VETTING[0].name).toBe('Sandhills Moving Co.'); // its begun record holds C-3187
  });

  it('reads every page of a long list', async () => {
    const path = join(folder, 'long.pdf');
    const rows = Array.from({ length: 90 }, (_, i) => ({
      carrier: `Carrier ${i}`,
      docket: `T-${6000 + i}`,
      certificate: String(3000 + i),
      city: 'Durham',
      telephone: '(919) 555-0100',
    }));
    await writeNcucListPdf(path, rows, 'January 4, 2027');
    const list = parseNcucList(await readNcucList(pathToFileURL(path).href));
    expect(list.listed.size).toBe(90);
    expect(ncucListRefusal(list)).toBeNull();
  });

  it('reads a list published as plain text too', async () => {
    const path = join(folder, 'carriers.txt');
    writeFileSync(path, `${HEADING}\r\nTar Heel Moving Co.  T-4449  C-2041\r\n`);
    expect([...parseNcucList(await readNcucList(pathToFileURL(path).href)).listed]).toEqual(['2041']);
  });
});
