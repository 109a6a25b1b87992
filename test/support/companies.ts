import { ulid } from 'ulid';
import { currentStack } from './current-stack';

/**
 * The integration stack has no seed data: tests write companies (and link company users)
 * through the same entity modules the handlers use, pointed at the emulators.
 */
export function pointAtStack() {
  const stack = currentStack();
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${stack.dynamodbPort}`,
    AWS_REGION: 'us-east-1',
  });
}

export interface TestCompanyInput {
  name?: string;
  state?: string;
  is_verified?: boolean;
  logo_mediaId?: string;
  hero_mediaId?: string;
}

export async function createTestCompany(input: TestCompanyInput = {}) {
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/moving-companies');
  const id = ulid();
  const { data } = await movingCompanyEntity()
    .create({
      id,
      name: input.name ?? `Test Movers ${id.slice(-6)}`,
      email: `office-${id.slice(-6).toLowerCase()}@company.example`,
      phone: '9195550100',
      city: 'Raleigh',
      state: input.state ?? 'NC',
      zip: '27601',
      year_founded: 2001,
      description: 'Careful local movers.',
      billboard: 'Licensed\n\nInsured',
      logo_mediaId: input.logo_mediaId,
      hero_mediaId: input.hero_mediaId,
      is_verified: input.is_verified ?? true,
    })
    .go();
  return data;
}

/** Links a company user's profile to their company (what the admin does when inviting them). */
export async function linkUserToCompany(userId: string, companyId: string) {
  pointAtStack();
  const { userEntity } = await import('@functions/core/data/users');
  await userEntity().patch({ id: userId }).set({ moving_company_id: companyId }).go();
}

/** Reads a saved record straight from the table (to prove what is, or is not, stored). */
export async function storedSavedCompanies(customerId: string) {
  pointAtStack();
  const { savedCompanyEntity } = await import('@functions/core/data/saved-companies');
  const { data } = await savedCompanyEntity().query.byCustomer({ customer_id: customerId }).go({ pages: 'all' });
  return data;
}
