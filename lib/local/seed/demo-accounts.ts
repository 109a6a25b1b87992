import type { Role } from '@schemas/enums';
import { DEMO_COMPANY_ID, NEW_COMPANY_ID } from './companies';
import { demoTokenSummary } from './demo-token-spend';

/** A sign-in account the local seed creates, printed by the start-up banner and the README. */
export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  description: string;
  /** Set for the company account: the company its profile is linked to. */
  movingCompanyId?: string;
}

/** Shared by every demo account; meets the sign-up rule (8+, upper case, digit, symbol). */
export const DEMO_PASSWORD = 'Password123!';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@example.com',
    password: DEMO_PASSWORD,
    role: 'ADMIN',
    firstName: 'Avery',
    lastName: 'Admin',
    description: 'Platform admin: adds companies, invites their staff, lists users',
  },
  {
    email: 'company@example.com',
    password: DEMO_PASSWORD,
    role: 'MOVING_COMPANY',
    firstName: 'Casey',
    lastName: 'Carter',
    description: `Moving company staff of Tar Heel Moving Co. (Raleigh, NC): pay-per-lead, ${demoTokenSummary()}; leads, quotes, calendar`,
    movingCompanyId: DEMO_COMPANY_ID,
  },
  {
    email: 'newcompany@example.com',
    password: DEMO_PASSWORD,
    role: 'MOVING_COMPANY',
    firstName: 'Morgan',
    lastName: 'Lee',
    description: 'Staff of Fresh Start Movers (Charlotte, NC), no plan yet: paywall, plans and the local checkout',
    movingCompanyId: NEW_COMPANY_ID,
  },
  {
    email: 'customer@example.com',
    password: DEMO_PASSWORD,
    role: 'MOVER',
    firstName: 'Jordan',
    lastName: 'Rivera',
    description: 'Customer planning a move: move request, matches, quotes, messages',
  },
  {
    email: 'concierge@example.com',
    password: DEMO_PASSWORD,
    role: 'MOVER',
    firstName: 'Taylor',
    lastName: 'Brooks',
    description:
      'Concierge customer: a maximum price, three companies asked, a recommendation waiting on /profile#concierge',
  },
];
