import { AdminListFrame } from './admin-list-frame';
import { AttentionCard, AttentionList } from './attention-list';
import { useCompaniesAwaitingVetting } from '../api/awaiting-vetting';
import { formatDay } from '../model/format';

export const AWAITING_VETTING_TEXT = {
  title: 'Waiting for vetting',
  intro: 'Companies added but not verified yet, newest first. Open one to record its vetting and verify it.',
  loading: 'Loading the companies waiting for vetting',
  loadFailed: 'Failed to load the companies waiting for vetting',
  none: 'No company is waiting for vetting.',
} as const;

/** The companies an admin still has to vet; each opens in the company form and vetting panel. */
export function AwaitingVettingSection() {
  const list = useCompaniesAwaitingVetting();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.companies }}
      text={AWAITING_VETTING_TEXT}
      emptyTestId="awaiting-vetting-empty"
    >
      {(companies) => (
        <AttentionList label={AWAITING_VETTING_TEXT.title}>
          {companies.map((company) => (
            <AttentionCard
              key={company.id}
              testId="awaiting-vetting-company"
              title={company.name}
              to={`/admin-dashboard?company=${encodeURIComponent(company.id)}`}
              badge={{ label: 'Not verified', color: 'yellow' }}
              details={[
                [company.city, company.state].filter(Boolean).join(', '),
                company.created_at ? `added ${formatDay(company.created_at)}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </AttentionList>
      )}
    </AdminListFrame>
  );
}
