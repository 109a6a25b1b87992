import { invitesOfCompany, refileInvite } from './company-invites';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';

export interface InviteLapseBackfill {
  companies: number;
  refiled: number;
}

/**
 * Files waiting colleague invites stored before the lapse index existed under its keys (gsi1
 * INVITES#WAITING, docs/access-patterns.md), so the sweep finds them: every company's waiting
 * invites are written again as they are, each only while it still exists. Idempotent. For the
 * backfill script and the local seed, never a request (it reads every company).
 */
export async function backfillInviteLapseIndex(): Promise<InviteLapseBackfill> {
  const companies = await listAllCompanies();
  let refiled = 0;
  for (const company of companies) {
    for (const invite of await invitesOfCompany(company.id)) if (await refileInvite(invite)) refiled += 1;
  }
  return { companies: companies.length, refiled };
}
