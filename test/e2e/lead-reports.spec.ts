import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { nameTag } from '@test/support/fixtures/users';
import {
  DEMO_ADMIN,
  e2eStack,
  expect,
  nextMonthDay,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * Invalid-lead reports: a company reports a lead from /find-leads (a second report, from
 * /manage-leads, says it already did); the admin marks one reported move invalid and dismisses
 * another report on /admin-dashboard.
 */
test.beforeAll(() => {
  e2eStack();
});

const MOVE_DAYS = [nextMonthDay(10), nextMonthDay(11)] as const;

/** An NC move next month from a town of its own (so a search and a card find it alone). */
async function leadFrom(town: string) {
  const { moveId } = await customerWithMove({
    firstName: 'Harper',
    from: { city: town, zip: '27513' },
    to: { city: 'Charleston', state: 'SC', zip: '29401' },
    start: MOVE_DAYS[0].iso,
    end: MOVE_DAYS[1].iso,
  });
  return moveId;
}

test('a company reports a lead from /find-leads; reporting it again from /manage-leads says it already did', async ({
  page,
  shot,
}) => {
  const town = `Reportville ${nameTag()}`;
  const moveId = await leadFrom(town);
  const { user } = await companyWithUser();
  const saved = await callRoute(routes.saveLead, { token: user.accessToken, body: { move_request_id: moveId } });
  expect(saved.status).toBe(201);

  await startSignedIn(page, user.email);
  await page.goto('/find-leads');
  await page.getByLabel('From city').fill(town);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByTestId('lead-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Report this lead' }).click();

  const dialog = page.getByRole('dialog', { name: 'Report this lead' });
  await expect(dialog).toContainText(`Harper · ${town}, NC to Charleston, SC`);
  // The reason's select has the focus and works from the keyboard.
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveText([
    'Customer unreachable',
    'Not a real move',
    'Duplicate of another request',
  ]);
  await page.keyboard.press('ArrowDown');
  // Enter picks the highlighted option: wait until the highlight has moved (a loaded machine lags a key).
  await expect(page.getByRole('option', { name: 'Not a real move' })).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(reason).toHaveValue('Not a real move');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toBeFocused();
  await page.keyboard.type('Nobody lives at this address.');
  await settled(page);
  await shot('lead-report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks, an admin will look at this lead')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The saved lead on /manage-leads: the same company cannot report it twice.
  await page.goto('/manage-leads');
  const savedCard = page.getByRole('article').filter({ hasText: town });
  await savedCard.getByRole('button', { name: 'Report this lead' }).click();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Duplicate of another request' }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You already reported this lead');
  await settled(page);
  await shot('lead-report-already-reported');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});

test('the admin marks a reported move invalid and dismisses another report; both leave the queue', async ({ page }) => {
  const tag = nameTag();
  const [invalidTown, keptTown] = [`Nowhere ${tag}`, `Keepsville ${tag}`];
  const [invalidMove, keptMove] = [await leadFrom(invalidTown), await leadFrom(keptTown)];
  const { company, user } = await companyWithUser({ name: `Lead Checkers ${tag}` });
  for (const [move, note] of [
    [invalidMove, 'The address is an empty lot.'],
    [keptMove, ''],
  ] as const) {
    const reported = await callRoute(routes.reportLead, {
      token: user.accessToken,
      params: { move_request_id: move },
      body: { reason: note ? 'NOT_A_REAL_MOVE' : 'UNREACHABLE', note },
    });
    expect(reported.status).toBe(201);
  }

  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const section = page.getByRole('region', { name: 'Reported leads' });
  const invalidCard = section.getByRole('article', { name: `${invalidTown}, NC → Charleston, SC` });
  const keptCard = section.getByRole('article', { name: `${keptTown}, NC → Charleston, SC` });
  await expect(invalidCard).toContainText(`${MOVE_DAYS[0].short} – ${MOVE_DAYS[1].short}, ${MOVE_DAYS[1].year}`);
  await expect(invalidCard).toContainText(`Reported by ${company.name}`);
  await expect(invalidCard).toContainText('Not a real move');
  await expect(invalidCard).toContainText('The address is an empty lot.');
  await expect(keptCard).toContainText('Customer unreachable');
  await invalidCard.scrollIntoViewIfNeeded();
  await settled(page);
  await saveScreenshot(invalidCard, 'lead-report-admin-card');
  await saveScreenshot(section, 'lead-report-admin-section');
  expect(await seriousAxeFindings(page)).toEqual([]);
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await invalidCard.getByRole('button', { name: 'Mark move invalid' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this move invalid?' });
  await expect(confirm.getByRole('textbox', { name: 'Reason' })).toHaveValue(
    'Not a real move: The address is an empty lot.',
  );
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await saveScreenshot(page, 'lead-report-admin-confirm');
  await confirm.getByRole('button', { name: 'Mark move invalid' }).click();
  await expect(section.getByRole('status')).toHaveText('Marked invalid. No tokens were due back.');
  await expect(invalidCard).toHaveCount(0);

  await keptCard.getByRole('button', { name: 'Dismiss' }).click();
  await expect(section.getByRole('status')).toHaveText(`The report by ${company.name} is dismissed; the move stays.`);
  await expect(keptCard).toHaveCount(0);

  // The company no longer finds the invalid move; the dismissed one stays a lead.
  const search = async (town: string) =>
    (await callRoute(routes.searchMoveRequests, { token: user.accessToken, body: { fromLocation: { city: town } } }))
      .body.results;
  expect(await search(invalidTown)).toEqual([]);
  expect((await search(keptTown)).map((lead) => lead.id)).toEqual([keptMove]);
});
