import { companyWithUser } from '@test/support/fixtures/company-users';
import { uniqueEmail } from '@test/support/fixtures/users';
import { e2eStack, expect, field, seriousAxeFindings, startSignedIn, test } from './support';

/**
 * /profile/company-edit: a company sees its members, invites a colleague, sees the invite waiting and withdraws it
 * (docs/security.md, Invites and names). A fresh company, so the demo company's limits are untouched.
 */
test.beforeAll(() => {
  e2eStack();
});

test('an invite shows as waiting and can be withdrawn', async ({ page, shot }) => {
  const { user } = await companyWithUser();
  const email = uniqueEmail('e2e-waiting');
  await startSignedIn(page, user.email);
  await page.goto('/profile/company-edit');

  // People: the members (the caller marked) above the waiting invites.
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText(`${user.firstName} ${user.lastName} (you)`)).toBeVisible();
  await expect(members.getByText(user.email)).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Waiting invites' });
  await expect(waiting.getByText('No invites are waiting.')).toBeVisible();

  const invite = page.getByRole('region', { name: 'Invite a colleague' });
  await field(page, 'First Name').fill('Wanda');
  await field(page, 'Last Name').fill('Waiting');
  await field(page, 'Email').fill(email);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('User invited successfully!')).toBeVisible();

  await expect(waiting.getByText('Wanda Waiting')).toBeVisible();
  await expect(waiting.getByText(email, { exact: false })).toBeVisible();
  await shot('company-edit-waiting-invite');
  // The People area, members and the list with its Withdraw button, passes axe (the accessibility spec sees the empty state only).
  expect(await seriousAxeFindings(page, { include: 'section[aria-labelledby="people-title"]' })).toEqual([]);
  // Keyboard: Withdraw is reachable and pressed with Enter.
  await waiting.getByRole('button', { name: 'Withdraw the invite of Wanda Waiting' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('The invite was withdrawn.')).toBeVisible();
  await expect(waiting.getByText('No invites are waiting.')).toBeVisible();
});
