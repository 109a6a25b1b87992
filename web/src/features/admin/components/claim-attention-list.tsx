import { formatDollars } from '@schemas/money';
import { AdminListFrame } from './admin-list-frame';
import { AttentionCard, AttentionList } from './attention-list';
import { useNeedsAttention } from '../api/needs-attention';
import { formatDay } from '../model/format';

export const CLAIM_ATTENTION_TEXT = {
  title: 'Claims past a date',
  intro:
    'Loss or damage claims whose company has not acknowledged them within 30 days or decided them within 120 (49 CFR 370).',
  loading: 'Loading the claims past a date',
  loadFailed: 'Failed to load the claims past a date',
  none: 'No claim is past its date.',
} as const;

/** Open claims whose company missed its next deadline, the longest overdue first. */
export function ClaimAttentionList() {
  const list = useNeedsAttention();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.overdue_claims }}
      text={CLAIM_ATTENTION_TEXT}
      emptyTestId="claim-attention-empty"
    >
      {(claims) => (
        <AttentionList label={CLAIM_ATTENTION_TEXT.title}>
          {claims.map((claim) => (
            <AttentionCard
              key={claim.quote_id}
              testId="claim-attention"
              title={claim.company_name}
              to={`/bookings/${encodeURIComponent(claim.quote_id)}`}
              badge={{ label: claim.missed === 'ACKNOWLEDGE' ? 'Not acknowledged' : 'Not decided', color: 'red' }}
              details={`Due ${formatDay(claim.due.slice(0, 10))} · ${formatDollars(claim.total_claimed)} claimed`}
            />
          ))}
        </AttentionList>
      )}
    </AdminListFrame>
  );
}
