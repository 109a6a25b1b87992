import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * What a customer decides on: the seeded demo company is verified (vetted some days
 * ago), NCUC C-2041, USDOT 301245876, MC-612345, founded 2008; its response time shows once it
 * has answered 3 requests.
 */
export async function expectTrustFacts(scope: Locator, { dot = true }: { dot?: boolean } = {}) {
  const facts = scope.getByTestId('company-trust-facts');
  await expect(facts.locator('[data-fact="verified"]')).toHaveText(/^Verified since [A-Z][a-z]{2} \d{4}$/);
  // Where the screen has its own licence card (the company page), the facts leave them out.
  const licences = facts.locator('[data-fact="licences"]');
  if (dot) await expect(licences).toHaveText('NCUC C-2041 · USDOT 301245876 · MC-612345');
  else await expect(licences).toHaveCount(0);
  await expect(facts.locator('[data-fact="years"]')).toHaveText(
    `${new Date().getUTCFullYear() - 2008} years in business`,
  );
  const response = facts.locator('[data-fact="response"]');
  if ((await response.count()) > 0) await expect(response).toHaveText(/^Usually answers within (an hour|\d+ hours)$/);
}
