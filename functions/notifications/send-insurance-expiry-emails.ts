import { formatCalendarDay } from '@schemas/date-text';
import { earliestInsuranceExpiry, INSURANCE_NOTICE_DAYS, insuranceExpiresLine } from '@schemas/trust-facts';
import {
  markInsuranceReminded,
  unmarkInsuranceReminded,
  vettingsExpiringBy,
  type CompanyVettingItem,
} from '@functions/core/data/company/company-vetting';
import { addDays } from '@functions/platform/calendar-dates';
import { logger } from '@functions/platform/logger';
import { eachAtPace } from '@functions/platform/mail-pace';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { renderEmail } from './email-template';
import { appLink, companyRecipients } from './recipients';
import { sendOnce } from './send-once';

/*
 * Insurance certificates on the vetting record (docs/admin.md, Trust facts): INSURANCE_NOTICE_DAYS
 * before the earlier of the two expires, the company's users hear of it once. The e-mail is
 * about the company's standing on MoveMatch, so it goes to every active user (and the business
 * address when ticked) whatever their status e-mail switch; nothing is unverified.
 */

function expiryEmail(greetingName: string, companyName: string, record: CompanyVettingItem, expiry: string) {
  const certificates = [
    record.cargo_insurance_expires_on ? `cargo: ${formatCalendarDay(record.cargo_insurance_expires_on)}` : null,
    record.liability_insurance_expires_on
      ? `liability: ${formatCalendarDay(record.liability_insurance_expires_on)}`
      : null,
  ].filter(Boolean);
  return {
    subject: insuranceExpiresLine(formatCalendarDay(expiry)),
    ...renderEmail({
      greeting: `Hi ${greetingName},`,
      paragraphs: [
        `${insuranceExpiresLine(formatCalendarDay(expiry))} (${certificates.join(', ')}).`,
        `Please send MoveMatch the renewed certificate before then, so customers see ${companyName} with current insurance.`,
      ],
      button: { label: 'See your company page', href: appLink('/profile') },
    }),
  };
}

/**
 * Each vetting record whose earliest insurance expiry is today or within INSURANCE_NOTICE_DAYS
 * e-mails its company once per expiry day: the record is marked for that day first (conditional,
 * so a second or parallel run skips it), then each recipient's e-mail is sent once (sendOnce).
 * A failed send gives the mark back, so the next run tries again (recipients already e-mailed
 * are skipped by their claims). A renewed certificate (a new day) is e-mailed about in its turn.
 * Reads: Query the sparse expiry index (access pattern A6) from today to today + 14 days, the
 * company and its users (recipients).
 */
export async function sendInsuranceExpiryEmails(now: Date): Promise<{ emailed: number }> {
  const today = todayInCarolinas(now);
  const records = await vettingsExpiringBy(addDays(today, INSURANCE_NOTICE_DAYS), today);
  let emailed = 0;
  // One company's users at a time, at a bounded pace (mail-pace.ts), not all companies in one burst.
  await eachAtPace(records, async (record) => {
    const expiry = earliestInsuranceExpiry(record.cargo_insurance_expires_on, record.liability_insurance_expires_on);
    if (!expiry || record.insurance_reminded_for === expiry) return;
    if (!(await markInsuranceReminded(record, expiry))) return;
    try {
      const company = await companyRecipients(record.moving_company_id);
      for (const recipient of company?.recipients ?? []) {
        await sendOnce(`insurance-expiry#${record.moving_company_id}#${expiry}`, recipient.email, () =>
          Promise.resolve({
            to: recipient.email,
            ...expiryEmail(recipient.greetingName, company!.companyName, record, expiry),
          }),
        );
      }
    } catch (error) {
      await unmarkInsuranceReminded(record.moving_company_id, expiry);
      throw error;
    }
    emailed++;
  });
  return { emailed };
}

/** Scheduled (schemas/schedules.ts, daily). */
export const handler = async () => {
  const result = await sendInsuranceExpiryEmails(new Date());
  logger.info('Insurance expiry e-mails sent', { ...result });
  return result;
};
