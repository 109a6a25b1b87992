import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@infra/local/seed/demo-accounts';
import { demoTokenSummary, demoTokensLeft } from '@infra/local/seed/demo-token-spend';

/*
 * The demo company's tokens on first start say one number everywhere: the start banner (the
 * accounts' descriptions), the README's table and the balance the seed leaves, which /find-leads
 * shows (seed.test.ts checks the balance against demoTokensLeft).
 */
describe("the demo company's token count", () => {
  const summary = demoTokenSummary();

  it('is the one wording of the banner', () => {
    const company = DEMO_ACCOUNTS.find((account) => account.email === 'company@example.com')!;
    expect(company.description).toContain(summary);
    expect(summary).toContain(`(${demoTokensLeft()} left)`);
  });

  it("is the README's", () => {
    const readme = readFileSync('README.md', 'utf8');
    const row = readme.split('\n').find((line) => line.startsWith('| `company@example.com`'));
    expect(row).toContain(summary);
  });
});
