import { pointAtStack } from '@test/support/point-at-stack';
import { DEMO_COMPANY } from './demo';
import { e2eStack } from './stack';

/* The demo company as stored, so a spec that edits it can put it back for the other spec files. */

async function companyEntity() {
  e2eStack();
  pointAtStack();
  return (await import('@functions/core/data/company/moving-companies')).movingCompanyEntity();
}

/** Reads the demo company now; the answer puts it back as it was (images and all). */
export async function snapshotDemoCompany(): Promise<() => Promise<void>> {
  const { data } = await (await companyEntity()).get({ id: DEMO_COMPANY.id }).go();
  const { created_at: _c, updated_at: _u, ...values } = data as Record<string, unknown>;
  return async () => {
    await (await companyEntity()).put(values as never).go();
  };
}
