import { formatNcucCertificate } from '@schemas/licences';
import { findVetting, ncucUnlistedItem } from '@functions/core/data/company/company-vetting';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import {
  factsWithoutNcucItem,
  listAllCompanies,
  type MovingCompanyItem,
} from '@functions/core/data/company/moving-companies';
import { transactWrite } from '@functions/core/data/transact-write';
import { logger } from '@functions/platform/logger';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { certificateDigits, ncucListRefusal, parseNcucList, readNcucList } from './ncuc-list';

/*
 * The NC Utilities Commission's list of certificated household goods carriers (docs/compliance.md,
 * Licences): the Commission publishes it monthly and this job reads it every day, so a company
 * whose certificate is no longer listed stops being offered NC intrastate moves within a day of
 * the new list. The admin sees it in 'Needs attention' and decides (a new vetting record).
 */

export interface NcucImportResult {
  /** The list's revision date, as its heading gives it. */
  revised: string | null;
  listed: number;
  checked: number;
  dropped: Array<{ id: string; name: string; certificate: string }>;
  /** Set when nothing was done: a list too short to be the Commission's, or one whose layout was misread. */
  skipped?: 'list too short' | 'list unreadable';
}

/** Moves one company's certificate off its record and its public facts, then refiles its listing. */
async function dropCertificate(company: MovingCompanyItem, today: string): Promise<boolean> {
  const record = await findVetting(company.id);
  if (!record?.ncuc_certificate) return false;
  const outcome = await transactWrite({
    vetting: ncucUnlistedItem(record, today),
    company: factsWithoutNcucItem(company),
  });
  // Refused: the admin re-vetted or the company changed meanwhile; the next run decides again.
  if (!outcome.ok) return false;
  await refileMatchListing(company.id);
  return true;
}

/**
 * Compares every verified company's NCUC certificate with the list's lines and drops those not
 * listed as authorized (missing, or listed with a suspension or cancellation note). Reads: Query gsi1 COMPANIES (every company), then the record of each company dropped.
 * Writes per dropped company, in one transaction: the record (certificate moved to
 * ncuc_unlisted_certificate, into the sparse NCUCUNLISTED index) and the company's facts without
 * it; then its matching listing. A list that does not read as the Commission's drops nobody
 * (ncucListRefusal: too short, no heading, or under 90 % of the total its heading announces).
 */
export async function importNcucList(lines: readonly string[], now: Date): Promise<NcucImportResult> {
  const list = parseNcucList(lines);
  const { listed, revised } = list;
  const refusal = ncucListRefusal(list);
  if (refusal) return { revised, listed: listed.size, checked: 0, dropped: [], skipped: refusal };
  const today = todayInCarolinas(now);
  const holders = (await listAllCompanies()).filter(
    (company) => company.is_verified === true && company.vetting_facts?.ncuc_certificate,
  );
  const dropped: NcucImportResult['dropped'] = [];
  for (const company of holders) {
    const certificate = company.vetting_facts!.ncuc_certificate!;
    if (listed.has(certificateDigits(certificate))) continue;
    if (await dropCertificate(company, today))
      dropped.push({ id: company.id, name: company.name, certificate: formatNcucCertificate(certificate) });
  }
  return { revised, listed: listed.size, checked: holders.length, dropped };
}

/** Scheduled (schemas/schedules.ts, daily): reads the Commission's list (NCUC_LIST_URL locally) and imports it. */
export const handler = async () => {
  const result = await importNcucList(await readNcucList(), new Date());
  if (result.skipped) logger.error(`NCUC list refused: ${result.skipped}`, { ...result });
  else if (result.dropped.length > 0) logger.warn('NCUC certificates no longer listed', { ...result });
  else logger.info('NCUC list imported', { ...result });
  return result;
};
