import { INSURANCE_NOTICE_DAYS } from '@schemas/trust-facts';
import { AdminListFrame } from './admin-list-frame';
import { AttentionCard, AttentionList } from './attention-list';
import { useNeedsAttention } from '../api/needs-attention';
import { formatDay } from '../model/format';

export const INSURANCE_ATTENTION_TEXT = {
  title: 'Insurance certificates',
  intro: `Expired or expiring within ${INSURANCE_NOTICE_DAYS} days. Nothing is unverified automatically: open the company to record the renewed certificate, or unverify it.`,
  loading: 'Loading the companies whose insurance needs attention',
  loadFailed: 'Failed to load the companies that need attention',
  none: `No insurance certificate has expired or expires within ${INSURANCE_NOTICE_DAYS} days.`,
} as const;

const dayOrDash = (day: string | null) => (day ? formatDay(day) : '—');

/** Companies whose earlier insurance certificate has expired or expires soon, soonest first. */
export function InsuranceAttentionList() {
  const list = useNeedsAttention();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.companies }}
      text={INSURANCE_ATTENTION_TEXT}
      emptyTestId="needs-attention-empty"
    >
      {(companies) => (
        <AttentionList label={INSURANCE_ATTENTION_TEXT.title}>
          {companies.map((company) => (
            <AttentionCard
              key={company.id}
              testId="insurance-attention"
              title={company.is_verified ? company.name : `${company.name} (not verified)`}
              to={`/admin-dashboard?company=${encodeURIComponent(company.id)}`}
              badge={
                company.expired
                  ? { label: `Expired ${formatDay(company.insurance_expires_on)}`, color: 'red' }
                  : { label: `Expires ${formatDay(company.insurance_expires_on)}`, color: 'yellow' }
              }
              details={`Cargo expires ${dayOrDash(company.cargo_insurance_expires_on)} · Liability expires ${dayOrDash(company.liability_insurance_expires_on)}`}
            />
          ))}
        </AttentionList>
      )}
    </AdminListFrame>
  );
}
