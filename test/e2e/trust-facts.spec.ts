import type { Page } from '@playwright/test';
import { SEED_COMPANIES } from '@infra/local/seed/companies';
import {
  DEMO_ADMIN,
  DEMO_COMPANY_USER,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * Trust facts people can check (docs/admin.md, Trust facts), at 1280 and 375 px: the company
 * page links the USDOT number to FMCSA SAFER and says when an insurance certificate expired; a
 * verified company's DOT number is read-only on its editor; the admin's 'Needs attention' list
 * holds the seed's expired and expiring certificates.
 */
test.beforeAll(() => {
  e2eStack();
});

/** The seed's company whose cargo certificate expired 3 days ago (lib/local/seed/seed-vetting.ts). */
const CAPE_FEAR = SEED_COMPANIES.find((company) => company.name === 'Cape Fear Coastal Movers')!;

/** The seed's company whose certificates run months ahead. */
const TAR_HEEL = SEED_COMPANIES.find((company) => company.name === 'Tar Heel Moving Co.')!;

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the company page links the DOT number to FMCSA SAFER, shows the licence numbers and an expired certificate', async ({
  page,
  shot,
}) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto(`/moving-company/${CAPE_FEAR.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CAPE_FEAR.name })).toBeVisible();
  const card = page.getByRole('region', { name: 'Company DOT Number' });
  const safer = card.getByRole('link', { name: new RegExp(`^${CAPE_FEAR.dot_number}`) });
  await expect(safer).toHaveAttribute(
    'href',
    `https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=${CAPE_FEAR.dot_number}`,
  );
  await expect(safer).toHaveAttribute('target', '_blank');
  await expect(safer).toHaveAttribute('rel', /noopener/);
  // Its licence numbers, as NC's rules want them shown, and the moves they let it carry.
  await expect(card.getByTestId('company-licences')).toHaveText(/^NCUC C-\d{4} · MC-\d{1,8}$/);
  await expect(card.getByTestId('company-licensed-for')).toHaveText('Licensed for: NC intrastate · Interstate moves');
  // The expiry is a trust fact in the page's header, as on match cards and in the comparison.
  const insurance = page.getByTestId('company-trust-facts').locator('[data-fact="insurance"]');
  await expect(insurance).toHaveText(/^Insurance certificate expired on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(insurance).toHaveAttribute('data-warning', 'true');
  // An expired certificate unverifies nothing.
  await expect(page.getByTestId('verified-badge')).toHaveText('Verified');
  await noSidewaysScroll(page, page.viewportSize()!.width);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('trust-facts-company-page');
});

test('a company whose certificates hold says so positively', async ({ page }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto(`/moving-company/${TAR_HEEL.id}`);
  const insurance = page.getByTestId('company-trust-facts').locator('[data-fact="insurance"]');
  await expect(insurance).toHaveText(/^Insured: cargo and liability valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(insurance).not.toHaveAttribute('data-warning');
});

test('a verified company sees its DOT number read-only, with whom to ask', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_COMPANY_USER);
  await page.goto('/profile/company-edit');
  const dot = page.getByRole('textbox', { name: 'DOT number' });
  await expect(dot).toHaveValue('301245876');
  await expect(dot).toHaveAttribute('readonly', '');
  await expect(dot).not.toBeEditable();
  await expect(page.getByRole('link', { name: 'Ask MoveMatch to update it' })).toHaveAttribute('href', /^mailto:/);
  await noSidewaysScroll(page, page.viewportSize()!.width);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('trust-facts-company-edit');
});

test("the admin's 'Needs attention' list shows the expired and the expiring certificates", async ({ page, shot }) => {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const list = page.getByRole('list', { name: 'Insurance certificates' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Cape Fear Coastal Movers' })).toContainText('Expired');
  await expect(list.getByRole('listitem').filter({ hasText: 'Queen City Relocation' })).toContainText('Expires');
  // Companies whose certificates run months ahead are not in it.
  await expect(list.getByRole('listitem').filter({ hasText: 'Tar Heel Moving Co.' })).toHaveCount(0);

  await list.getByRole('link', { name: 'Queen City Relocation' }).click();
  await expect(page).toHaveURL(/[?&]company=/);
  const vetting = page.getByRole('form', { name: 'Vetting record' });
  await expect(vetting.getByLabel('Liability insurance expires on')).not.toHaveValue('');
  await noSidewaysScroll(page, page.viewportSize()!.width);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('trust-facts-needs-attention');
  // The page is long: the list and the vetting form on their own, to look at.
  await saveScreenshot(page.getByRole('region', { name: 'Needs attention' }), 'trust-facts-needs-attention-list');
  await saveScreenshot(vetting, 'trust-facts-vetting-form');
});
