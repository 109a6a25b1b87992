import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, NEW_COMPANY_ID, SEED_COMPANIES } from '@infra/local/seed/companies';
import { COMPANIES_AWAITING_VETTING } from '@infra/local/seed/companies-awaiting-vetting';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { ROLES } from '@schemas/enums';

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('seed companies', () => {
  it('has at least 12 companies in both Carolinas, demo company first in NC', () => {
    expect(SEED_COMPANIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_COMPANIES.map((c) => c.state))).toEqual(new Set(['NC', 'SC']));
    expect(SEED_COMPANIES[0].id).toBe(DEMO_COMPANY_ID);
    expect(SEED_COMPANIES[0].state).toBe('NC');
  });

  it('has unique ULID ids, names, e-mails, phones and DOT numbers, the companies awaiting vetting included', () => {
    const all = [...SEED_COMPANIES, ...COMPANIES_AWAITING_VETTING];
    for (const key of ['id', 'name', 'email', 'phone', 'dot_number'] as const) {
      expect(new Set(all.map((c) => c[key])).size).toBe(all.length);
    }
    for (const c of all) expect(c.id).toMatch(ULID);
  });

  it('has three companies awaiting vetting, unverified, in both Carolinas', () => {
    expect(COMPANIES_AWAITING_VETTING).toHaveLength(3);
    expect(new Set(COMPANIES_AWAITING_VETTING.map((c) => c.state))).toEqual(new Set(['NC', 'SC']));
    for (const c of COMPANIES_AWAITING_VETTING) expect(c.is_verified).toBe(false);
  });

  it.each([...SEED_COMPANIES, ...COMPANIES_AWAITING_VETTING].map((c) => [c.name, c] as const))(
    '%s is complete and valid',
    (_name, c) => {
      const domain = c.email.split('@')[1];
      expect(domain).toMatch(/\.example$/);
      expect(new URL(c.policies_link).protocol).toBe('https:');
      expect(new URL(c.policies_link).hostname).toBe(domain);
      expect(c.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(c.zip).toMatch(c.state === 'NC' ? /^2[78]\d{3}$/ : /^29\d{3}$/);
      expect(String(c.year_founded)).toMatch(/^\d{4}$/);
      expect(c.dot_number).toMatch(/^\d{9}$/);
      expect(words(c.description)).toBeGreaterThanOrEqual(50);
      expect(words(c.description)).toBeLessThanOrEqual(100);
      const bullets = c.billboard.split('\n').filter((l) => l.trim());
      expect(bullets.length).toBeGreaterThanOrEqual(3);
      expect(bullets.length).toBeLessThanOrEqual(5);
      expect(c.fee_list.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(c.city.length).toBeGreaterThan(0);
      expect(c.is_verified).toBe(!COMPANIES_AWAITING_VETTING.includes(c));
      expect(c.colors.primary).toMatch(/^#[0-9A-F]{6}$/i);
      expect(c.colors.accent).toMatch(/^#[0-9A-F]{6}$/i);
    },
  );
});

describe('demo accounts', () => {
  it('has an account for every role, all with the demo password', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.role))).toEqual(new Set(ROLES));
    for (const a of DEMO_ACCOUNTS) expect(a.password).toBe(DEMO_PASSWORD);
  });

  it('links the company accounts, and only them, to their companies: the demo company first, then the one without a plan', () => {
    const companies = DEMO_ACCOUNTS.filter((a) => a.role === 'MOVING_COMPANY');
    expect(companies.map((a) => [a.email, a.movingCompanyId])).toEqual([
      ['company@example.com', DEMO_COMPANY_ID],
      ['newcompany@example.com', NEW_COMPANY_ID],
    ]);
    expect(DEMO_ACCOUNTS.filter((a) => a.movingCompanyId)).toHaveLength(2);
    const fresh = SEED_COMPANIES.find((c) => c.id === NEW_COMPANY_ID)!;
    expect(fresh).toMatchObject({ name: 'Fresh Start Movers', city: 'Charlotte', state: 'NC', is_verified: true });
  });
});
