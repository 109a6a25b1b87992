import type { UserItem } from '@functions/core/data/user/users';
import { DEMO_COMPANY_ID } from './companies';

type Estimator = Pick<UserItem, 'id' | 'firstName' | 'lastName'>;

/**
 * Who prepared each seeded company's quotes: its own people ('Prepared by Jamie O.'), never the
 * demo company's staff. Only the demo company has a sign-in account; the others' estimators are
 * names on the quote (their ids name no profile).
 */
const ESTIMATORS: Record<string, Omit<Estimator, 'id'>> = {
  '01JDSEEDC00000000000000002': { firstName: 'Jamie', lastName: 'Okafor' },
  '01JDSEEDC00000000000000003': { firstName: 'Dana', lastName: 'Whitfield' },
  '01JDSEEDC00000000000000004': { firstName: 'Priya', lastName: 'Raman' },
  '01JDSEEDC00000000000000005': { firstName: 'Luis', lastName: 'Herrera' },
  '01JDSEEDC00000000000000006': { firstName: 'Grace', lastName: 'Kim' },
  '01JDSEEDC00000000000000007': { firstName: 'Tom', lastName: 'Bradley' },
};

/** The estimator of a seeded company's quote: the demo company's staff for it, the company's own name otherwise. */
export function estimatorFor(companyId: string, demoStaff: Estimator | null): Estimator | undefined {
  if (companyId === DEMO_COMPANY_ID) return demoStaff ?? undefined;
  const names = ESTIMATORS[companyId];
  return names && { id: `seed-estimator-${companyId.slice(-2)}`, ...names };
}
