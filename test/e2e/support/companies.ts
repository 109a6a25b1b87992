import type { ServiceRadius } from '@schemas/service-areas';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { givenPayPerLeadPlan } from '@test/support/fixtures/subscriptions';
import { pointAtStack } from '@test/support/point-at-stack';
import { DEMO_COMPANY } from './demo';

/*
 * Companies a spec owns: two workers run spec files side by side and many of them read the
 * demo company, so a spec that quotes, books, or edits a profile or a calendar does it on a
 * company of its own.
 */

/**
 * A new verified NC company on the demo company's plan, pay per lead with a bundle of 20
 * tokens (its lead buttons say '· 1 token', a session's first spend asks), and a user of it.
 */
export async function ownPayPerLeadCompany(options: { name?: string; firstName?: string; lastName?: string } = {}) {
  const fixture = await companyWithUser(options);
  await givenPayPerLeadPlan(fixture.company.id, 20);
  return fixture;
}

/** Stored fields a spec sets on its own company, as an earlier edit would have. */
interface CompanyFields {
  service_radius?: ServiceRadius;
  serves_out_of_state?: boolean;
}

/**
 * A new verified company whose profile is complete as the demo company's is (the editor saves
 * only a complete one): a DOT number, policies, fees, and the demo company's logo and hero
 * (their stored keys, read, never changed), and a user of it.
 */
export async function ownCompleteCompany(fields: CompanyFields = {}) {
  const fixture = await companyWithUser();
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  const { data: demo } = await movingCompanyEntity().get({ id: DEMO_COMPANY.id }).go();
  await movingCompanyEntity()
    .patch({ id: fixture.company.id })
    .set({
      dot_number: '301245877',
      policies_link: 'https://movers.example/policies',
      fee_list: 'Two movers and a truck: $139/hour\nTravel fee: $95 flat',
      logo_mediaId: demo!.logo_mediaId,
      hero_mediaId: demo!.hero_mediaId,
      ...fields,
    })
    .go();
  return fixture;
}
