import type { Role } from '@schemas/enums';
import { DEMO_ACCOUNTS } from '@infra/local/seed/demo-accounts';
import { DEMO_COMPANY_ID, SEED_COMPANIES } from '@infra/local/seed/companies';

/* The seed's demo accounts and company (the e2e stack starts with the seed), taken from the seed itself. */

const demoEmail = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

export const DEMO_CUSTOMER = demoEmail('MOVER');
export const DEMO_COMPANY_USER = demoEmail('MOVING_COMPANY');
export const DEMO_ADMIN = demoEmail('ADMIN');

/** Tar Heel Moving Co., the company DEMO_COMPANY_USER works for. */
export const DEMO_COMPANY = { id: DEMO_COMPANY_ID, name: SEED_COMPANIES.find((c) => c.id === DEMO_COMPANY_ID)!.name };
