import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * What a customer decides on: the seeded demo company is verified (vetted some days
 * ago), DOT 301245876, founded 2008; its response time shows once it has answered 3 requests.
 */
export async function expectTrustFacts(scope: Locator, { dot = true }: { dot?: boolean } = {}) {
  const facts = scope.getByTestId('company-trust-facts');
  await expect(facts.locator('[data-fact="verified"]')).toHaveText(/^Verified since [A-Z][a-z]{2} \d{4}$/);
  // Where the screen has its own DOT line (the company page), the facts leave it out.
  if (dot) await expect(facts.locator('[data-fact="dot"]')).toHaveText('DOT 301245876');
  else await expect(facts.locator('[data-fact="dot"]')).toHaveCount(0);
  await expect(facts.locator('[data-fact="years"]')).toHaveText(
    `${new Date().getUTCFullYear() - 2008} years in business`,
  );
  const response = facts.locator('[data-fact="response"]');
  if ((await response.count()) > 0) await expect(response).toHaveText(/^Usually answers within (an hour|\d+ hours)$/);
}
